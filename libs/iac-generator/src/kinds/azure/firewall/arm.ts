import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, tier, zones, subnet, ip, policy } = decide(c);
    x.resource(c, 'Microsoft.Network/azureFirewalls', NET, {
      name,
      location: x.location(),
      zones,
      tags: x.tags(c),
      properties: {
        sku: { name: 'AZFW_VNet', tier },
        firewallPolicy: { id: x.ref(x.symbol(policy)) },
        ipConfigurations: [
          {
            name: 'configuration',
            properties: { subnet: { id: x.ref(x.symbol(subnet)) }, publicIPAddress: { id: x.ref(x.symbol(ip)) } },
          },
        ],
      },
      dependsOn: [x.symbol(subnet), x.symbol(ip), x.symbol(policy)],
    });
  },
};
