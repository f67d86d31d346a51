import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.add({
      symbol: x.symbol(c),
      type: 'Microsoft.Network/natGateways',
      apiVersion: NET,
      name: `ng-${azName(c)}`,
      body: {
        location: x.location(),
        sku: { name: 'Standard' },
        properties: { publicIpAddresses: [{ id: x.ref(x.symbol(c.ref.ip as Component)) }] },
      },
    });
  },
};
