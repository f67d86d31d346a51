import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, ip, prefix } = decide(c);
    x.resource(c, 'Microsoft.Network/natGateways', NET, {
      name,
      location: x.location(),
      sku: { name: sku },
      properties: {
        ...(ip && { publicIpAddresses: [{ id: x.ref(x.symbol(ip)) }] }),
        ...(prefix && { publicIpPrefixes: [{ id: x.ref(x.symbol(prefix)) }] }),
      },
    });
  },
};
