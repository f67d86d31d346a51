import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_route_table',
  write: (c, x) => {
    const tier = c.config.tier;
    const igw = x.plan.first('aws.internet_gateway');
    const nat = x.plan.first('aws.nat_gateway');
    const route =
      tier === 'public' && igw
        ? block({ cidr_block: '0.0.0.0/0', gateway_id: x.ref(igw) })
        : tier === 'private' && nat
          ? block({ cidr_block: '0.0.0.0/0', nat_gateway_id: x.ref(nat) })
          : undefined;
    x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), route, tags: { Name: givenName(c), Tier: String(tier) } });
    for (const s of x.plan.all('aws.subnet').filter((s) => s.config.tier === tier)) {
      x.resource('aws_route_table_association', s.id, { subnet_id: x.ref(s), route_table_id: x.ref(c) });
    }
  },
};
