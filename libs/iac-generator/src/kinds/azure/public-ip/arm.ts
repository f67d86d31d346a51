import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, zones, allocation, dnsLabel } = decide(c);
    x.resource(c, 'Microsoft.Network/publicIPAddresses', NET, {
      name,
      location: x.location(),
      sku: { name: sku },
      zones,
      tags: x.tags(c),
      properties: {
        publicIPAllocationMethod: allocation,
        ...(dnsLabel ? { dnsSettings: { domainNameLabel: dnsLabel } } : {}),
      },
    });
  },
};
