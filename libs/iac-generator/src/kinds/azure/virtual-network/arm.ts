import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName, vnetRange } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/virtualNetworks', NET, {
      name: `vnet-${azName(c)}`,
      location: x.location(),
      tags: x.tags(c),
      properties: { addressSpace: { addressPrefixes: [vnetRange(c)] } },
    });
  },
};
