import { type Component } from '../../../model/types';
import { type ArmContext, ArmExpr, type ArmWriter, armQuote } from '../../../render/azure/arm-context';
import { azName } from '../common';
import { decide } from './decide';
import { statedName } from '../naming';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

export const arm: ArmWriter = {
  write: (c, x) => {
    const { sku, shards, version, zones, persistence } = decide(c);
    const name = statedName(c, 60, 'label') ?? x.unique(`redis-${azName(c, 40)}`, '-');
    x.resource(c, 'Microsoft.Cache/redis', '2023-08-01', {
      name,
      location: x.location(),
      zones,
      // Its own identity writes the persistence files to the account (granted there, grants.ts).
      identity: persistence ? { type: 'SystemAssigned' } : undefined,
      properties: {
        sku,
        shardCount: shards,
        redisVersion: version,
        enableNonSslPort: false,
        minimumTlsVersion: '1.2',
        publicNetworkAccess: publicNetworkAccessWithFirewall(c, x.plan) ? 'Enabled' : 'Disabled',
        redisConfiguration: { 'aad-enabled': 'true', ...(persistence ? persistenceConfig(x, persistence) : {}) },
      },
    });
    // The addresses its firewall was said to let in, one rule each.
    for (const r of allowedRanges(c))
      x.resource(x.symbol(c, r.name), 'Microsoft.Cache/redis/firewallRules', '2023-08-01', {
        name: x.child(name, r.name),
        properties: { startIP: r.start, endIP: r.end },
        dependsOn: [x.symbol(c)],
      });
  },
};

/** RDB snapshots (or AOF) to the account's blob endpoint, as the cache's managed identity: no account key. */
function persistenceConfig(
  x: ArmContext,
  p: { kind: 'rdb' | 'aof'; minutes: number; account: Component },
): Record<string, unknown> {
  const name = x.nameOf(x.symbol(p.account), p.account.id);
  const armName = typeof name === 'string' ? armQuote(name) : name.inner;
  const endpoint = new ArmExpr(
    `concat('BlobEndpoint=', reference(resourceId('Microsoft.Storage/storageAccounts', ${armName}), '2023-01-01').primaryEndpoints.blob)`,
    `'BlobEndpoint=\${${x.symbol(p.account)}.properties.primaryEndpoints.blob}'`,
  );
  const auth = {
    'preferred-data-persistence-auth-method': 'ManagedIdentity',
    'storage-subscription-id': new ArmExpr('subscription().subscriptionId', 'subscription().subscriptionId'),
  };
  return p.kind === 'rdb'
    ? {
        'rdb-backup-enabled': 'true',
        'rdb-backup-frequency': String(p.minutes),
        'rdb-backup-max-snapshot-count': '1',
        'rdb-storage-connection-string': endpoint,
        ...auth,
      }
    : { 'aof-backup-enabled': 'true', 'aof-storage-connection-string-0': endpoint, ...auth };
}
