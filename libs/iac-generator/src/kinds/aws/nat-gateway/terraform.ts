import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_nat_gateway',
  write: (c, x) => {
    const eip = x.resource('aws_eip', `${c.id}_nat`, { domain: 'vpc', tags: { Name: `${givenName(c)}-nat` } });
    x.primary(c, {
      allocation_id: expr(`${eip}.id`),
      subnet_id: x.ref(c.ref.publicSubnet as Component),
      tags: { Name: givenName(c) },
    });
  },
};
