import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Network/publicIPAddresses',
      apiVersion: NET,
      name: `pip-${azName(c)}`,
      body: {
        location: x.location(),
        sku: { name: 'Standard' },
        zones: ['1', '2', '3'],
        tags: x.tags(c),
        properties: { publicIPAllocationMethod: 'Static' },
      },
    });
  },
};
