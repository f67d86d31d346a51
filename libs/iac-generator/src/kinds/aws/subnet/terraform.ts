import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azs } from '../terraform/network';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_subnet',
  write: (c, x) => {
    const { index, zoneIndex, statedZone, publicTier } = decide(c, x.plan);
    const vpc = c.ref.vpc as Component;
    const zone = statedZone ?? c.attrs.zones[0];
    x.primary(c, {
      vpc_id: x.ref(vpc),
      cidr_block: expr(`cidrsubnet(${x.addr(vpc)}.cidr_block, 8, ${index + 1})`),
      availability_zone: zone ?? expr(`${azs(x)}[${zoneIndex}]`),
      map_public_ip_on_launch: publicTier ? true : undefined,
      tags: { Name: givenName(c), Tier: String(c.config.tier) },
    });
    x.output(`${c.id}_subnet_id`, x.ref(c), `ID of the ${c.config.tier} subnet ${givenName(c)}`);
  },
};
