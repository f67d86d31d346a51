import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.resource(c, 'Microsoft.Network/natGateways', NET, {
      name: d.name,
      location: x.location(),
      sku: { name: d.sku },
      properties: { publicIpAddresses: [{ id: x.ref(x.symbol(d.ip)) }] },
    });
  },
};
