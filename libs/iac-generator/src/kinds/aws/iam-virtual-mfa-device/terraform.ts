import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_virtual_mfa_device',
  write: (c, x) => void x.primary(c, { virtual_mfa_device_name: givenName(c) }),
};
