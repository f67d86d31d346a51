import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, range } = decide(c);
    x.resource(c, 'Microsoft.Network/virtualNetworks', NET, {
      name,
      location: x.location(),
      tags: x.tags(c),
      properties: { addressSpace: { addressPrefixes: [range] } },
    });
  },
};
