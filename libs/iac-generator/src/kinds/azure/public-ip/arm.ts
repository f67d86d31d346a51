import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/publicIPAddresses', NET, {
      name: `pip-${azName(c)}`,
      location: x.location(),
      sku: { name: 'Standard' },
      zones: ['1', '2', '3'],
      tags: x.tags(c),
      properties: { publicIPAllocationMethod: 'Static' },
    });
  },
};
