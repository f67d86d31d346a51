import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Network/publicIPAddresses', NET, {
      name: d.name,
      location: x.location(),
      sku: { name: d.sku },
      zones: d.zones,
      tags: x.tags(c),
      properties: { publicIPAllocationMethod: d.allocation },
    });
  },
};
