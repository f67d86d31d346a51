import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { subnetIds } from '../terraform/common';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_domain',
  write: (c, x) =>
    void x.primary(c, {
      domain_name: dnsName(c),
      auth_mode: 'IAM',
      vpc_id: x.ref(ref(c, 'vpc')),
      subnet_ids: subnetIds(x, c),
      app_network_access_type: 'VpcOnly',
      kms_key_id: c.ref.kms ? x.ref(ref(c, 'kms'), 'arn') : undefined,
      default_user_settings: block({ execution_role: x.ref(ref(c, 'role'), 'arn') }),
    }),
};
