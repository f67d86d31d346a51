import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_iam_instance_profile',
  write: (c, x) => void x.primary(c, { name: givenName(c), role: x.ref(c.ref.role as Component, 'name') }),
};
