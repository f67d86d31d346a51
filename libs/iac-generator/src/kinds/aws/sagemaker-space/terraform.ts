import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { ref } from '../terraform/data-services';

export const terraform: TerraformWriter = {
  resourceType: 'aws_sagemaker_space',
  write: (c, x) => void x.primary(c, { domain_id: x.ref(ref(c, 'domain')), space_name: dnsName(c) }),
};
