import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_human_task_ui',
  write: (c, x) =>
    void x.primary(c, {
      human_task_ui_name: dnsName(c),
      ui_template: block({ content: expr('file("${path.module}/sagemaker-human-task-ui-template.html")') }),
    }),
};
