import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/natGateways', NET, {
      name: `ng-${azName(c)}`,
      location: x.location(),
      sku: { name: 'Standard' },
      properties: { publicIpAddresses: [{ id: x.ref(x.symbol(c.ref.ip as Component)) }] },
    });
  },
};
