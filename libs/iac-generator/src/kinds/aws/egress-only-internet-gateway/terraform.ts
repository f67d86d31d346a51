import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_egress_only_internet_gateway',
  write: (c, x) => {
    x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: givenName(c) } });
  },
};
