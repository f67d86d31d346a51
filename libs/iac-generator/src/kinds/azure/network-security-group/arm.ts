import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName, securityRules } from '../common';

export const arm: ArmWriter = {
  write: (c, x) => {
    x.resource(c, 'Microsoft.Network/networkSecurityGroups', NET, {
      name: `nsg-${azName(c)}`,
      location: x.location(),
      tags: x.tags(c),
      properties: {
        securityRules: securityRules(c).map((r) => ({
          name: r.name,
          properties: {
            priority: r.priority,
            direction: 'Inbound',
            access: r.access,
            protocol: 'Tcp',
            sourcePortRange: '*',
            destinationPortRange: String(r.port),
            sourceAddressPrefix: r.source,
            destinationAddressPrefix: '*',
          },
        })),
      },
    });
  },
};
