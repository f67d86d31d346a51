import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName, vnetRange } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Network/virtualNetworks',
      apiVersion: NET,
      name: `vnet-${azName(c)}`,
      body: {
        location: x.location(),
        tags: x.tags(c),
        properties: { addressSpace: { addressPrefixes: [vnetRange(c)] } },
      },
    });
  },
};
