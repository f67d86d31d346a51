import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_vpc_peering_connection',
  write: (c, x) => {
    const [a, b] = c.ref.vpcs as Component[];
    x.primary(c, { vpc_id: x.ref(a), peer_vpc_id: x.ref(b), auto_accept: true, tags: { Name: givenName(c) } });
  },
};
