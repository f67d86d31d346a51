import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_code_repository',
  write: (c, x) =>
    void x.primary(c, {
      code_repository_name: dnsName(c),
      git_config: block({
        repository_url: x.variable('git_repository_url', {
          type: 'string',
          description: 'HTTPS URL of the Git repository',
          default: 'https://github.com/hashicorp/terraform-provider-aws.git',
        }),
      }),
    }),
};
