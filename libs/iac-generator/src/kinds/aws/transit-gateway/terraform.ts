import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ec2_transit_gateway',
  write: (c, x) => {
    x.primary(c, {
      description: `Transit gateway ${givenName(c)}`,
      default_route_table_association: 'enable',
      tags: { Name: givenName(c) },
    });
  },
};
