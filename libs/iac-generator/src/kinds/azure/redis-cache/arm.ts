import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, shards, version, zones } = decide(c);
    x.resource(c, 'Microsoft.Cache/redis', '2023-08-01', {
      name: statedName(c, 60, 'label') ?? x.unique(`redis-${azName(c, 40)}`, '-'),
      location: x.location(),
      zones,
      properties: {
        sku,
        shardCount: shards,
        redisVersion: version,
        enableNonSslPort: false,
        minimumTlsVersion: '1.2',
        publicNetworkAccess: 'Disabled',
        redisConfiguration: { 'aad-enabled': 'true' },
      },
    });
  },
};
