import { NET } from '../arm/network';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { name, sku, version, length, zones } = decide(c);
    x.resource(c, 'Microsoft.Network/publicIPPrefixes', NET, {
      name,
      location: x.location(),
      sku: { name: sku },
      zones,
      tags: x.tags(c),
      properties: { prefixLength: length, publicIPAddressVersion: version },
    });
  },
};
