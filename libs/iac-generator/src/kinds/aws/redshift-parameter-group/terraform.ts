import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_redshift_parameter_group',
  write: (c, x) =>
    void x.primary(c, {
      name: dnsName(c),
      family: 'redshift-1.0',
      parameter: [
        block({ name: 'require_ssl', value: 'true' }),
        block({ name: 'enable_user_activity_logging', value: 'true' }),
      ],
    }),
};
