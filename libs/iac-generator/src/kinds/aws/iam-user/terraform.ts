import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_user',
  write: (c, x) => void x.primary(c, { name: givenName(c), force_destroy: false, tags: { Name: givenName(c) } }),
};
