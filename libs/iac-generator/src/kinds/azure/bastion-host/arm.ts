import { NET } from '../arm/network';
import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, tunneling } = decide(c);
    const subnet = c.ref.subnet as Component;
    const ip = c.ref.ip as Component;
    x.resource(c, 'Microsoft.Network/bastionHosts', NET, {
      name,
      location: x.location(),
      sku: { name: sku },
      tags: x.tags(c),
      properties: {
        enableTunneling: tunneling,
        ipConfigurations: [
          {
            name: 'bastion',
            properties: {
              subnet: { id: x.ref(x.symbol(subnet)) },
              publicIPAddress: { id: x.ref(x.symbol(ip)) },
            },
          },
        ],
      },
      dependsOn: [x.symbol(subnet), x.symbol(ip)],
    });
  },
};
