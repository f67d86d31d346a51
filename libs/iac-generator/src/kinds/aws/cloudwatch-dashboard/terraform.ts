import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudwatch_dashboard',
  write: (c, x) =>
    void x.primary(c, {
      dashboard_name: givenName(c),
      dashboard_body: expr(
        'jsonencode({ widgets = [{ type = "metric", width = 12, height = 6, properties = { metrics = [["AWS/EC2", "CPUUtilization"]], period = 300, stat = "Average", region = "us-east-1", title = "CPU" } }] })',
      ),
    }),
};
