import { type ArmWriter } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { redisSku } from '../settings';

export const arm: ArmWriter = {
  write: (c, x) =>
    void x.resource(c, 'Microsoft.Cache/redis', '2023-08-01', {
      name: x.unique(`redis-${azName(c, 40)}`, '-'),
      location: x.location(),
      properties: {
        sku: redisSku(c),
        // Clustering (shards) is a Premium feature.
        shardCount: redisSku(c).name === 'Premium' ? c.attrs.shards : undefined,
        redisVersion: c.attrs.version ? c.attrs.version.split('.')[0] : undefined,
        enableNonSslPort: false,
        minimumTlsVersion: '1.2',
        publicNetworkAccess: 'Disabled',
        redisConfiguration: { 'aad-enabled': 'true' },
      },
    }),
};
