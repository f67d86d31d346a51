import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, rules } = decide(c);
    x.resource(c, 'Microsoft.Network/networkSecurityGroups', NET, {
      name,
      location: x.location(),
      tags: x.tags(c),
      properties: {
        securityRules: rules.map((r) => ({
          name: r.name,
          properties: {
            priority: r.priority,
            direction: r.direction,
            access: r.access,
            protocol: r.protocol,
            sourcePortRange: r.sourcePorts,
            destinationPortRange: r.destinationPort,
            sourceAddressPrefix: r.source,
            destinationAddressPrefix: r.destination,
          },
        })),
      },
    });
  },
};
