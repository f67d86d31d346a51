import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, tier, threatIntel, dnsProxy } = decide(c, x.plan);
    x.resource(c, 'Microsoft.Network/firewallPolicies', NET, {
      name,
      location: x.location(),
      tags: x.tags(c),
      properties: {
        sku: { tier },
        threatIntelMode: threatIntel,
        dnsSettings: dnsProxy === undefined ? undefined : { enableProxy: dnsProxy },
      },
    });
  },
};
