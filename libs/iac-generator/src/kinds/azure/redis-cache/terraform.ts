import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { globalName, placed, tags } from '../terraform/common';
import { decide } from './decide';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_redis_cache',
  write: (c, x) => {
    const { sku, shards, version, zones, persistence } = decide(c);
    // Snapshots go to the account's blob endpoint, written as the cache's own identity (no account key).
    const endpoint = persistence && expr(`"BlobEndpoint=\${${x.addr(persistence.account)}.primary_blob_endpoint}"`);
    const subscription =
      persistence &&
      x.variable('subscription_id', { type: 'string', description: 'Azure subscription to deploy into' });
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        capacity: sku.capacity,
        family: sku.family,
        sku_name: sku.name,
        shard_count: shards,
        zones,
        redis_version: version,
        non_ssl_port_enabled: false,
        minimum_tls_version: '1.2',
        public_network_access_enabled: publicNetworkAccessWithFirewall(c, x.plan),
        redis_configuration: block({
          active_directory_authentication_enabled: true,
          rdb_backup_enabled: persistence?.kind === 'rdb' ? true : undefined,
          rdb_backup_frequency: persistence?.kind === 'rdb' ? persistence.minutes : undefined,
          rdb_backup_max_snapshot_count: persistence?.kind === 'rdb' ? 1 : undefined,
          rdb_storage_connection_string: persistence?.kind === 'rdb' ? endpoint : undefined,
          aof_backup_enabled: persistence?.kind === 'aof' ? true : undefined,
          aof_storage_connection_string_0: persistence?.kind === 'aof' ? endpoint : undefined,
          data_persistence_authentication_method: persistence ? 'ManagedIdentity' : undefined,
          storage_account_subscription_id: subscription || undefined,
        }),
        identity: persistence ? block({ type: 'SystemAssigned' }) : undefined,
        tags: tags(c),
      },
      'TLS 1.2 only (non-TLS port off), Entra ID authentication.',
    );
    // The addresses its firewall was said to let in, one rule each.
    for (const r of allowedRanges(c))
      x.resource('azurerm_redis_firewall_rule', `${c.id}_${r.name}`, {
        name: r.name,
        redis_cache_name: x.ref(c, 'name'),
        resource_group_name: x.ref(c, 'resource_group_name'),
        start_ip: r.start,
        end_ip: r.end,
      });
  },
};
