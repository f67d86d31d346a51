/** An Azure SQL logical server with its databases and elastic pool, as hashicorp/azurerm resources. */
import { block, expr } from '../../../model/hcl';
import { sqlDatabaseMaxSizeGb, sqlDatabaseSku, sqlZoneRedundant, zoneRedundant } from '../settings';
import { autoPauseDelay, elasticPoolSku, sqlDatabases } from '../sql';
import { globalName, placed, tags } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

const label = (...parts: string[]) =>
  parts
    .join('_')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase();

export const SQL_TERRAFORM: TerraformWriter = {
  resourceType: 'azurerm_mssql_server',
  write: (c, x) => {
    x.primary(
      c,
      {
        name: globalName(c, x, 60, 'label'),
        ...placed(c, x),
        version: '12.0',
        minimum_tls_version: '1.2',
        public_network_access_enabled: publicNetworkAccessWithFirewall(c, x.plan),
        azuread_administrator: block({
          // The group the request names as administrator, with its object id when given.
          login_username: x.variable('sql_admin_group', {
            type: 'string',
            description: 'Entra ID group that administers the SQL server',
            default: c.attrs.sqlAdmin?.group ?? 'sql-admins',
          }),
          object_id: x.variable('sql_admin_object_id', {
            type: 'string',
            description: 'Object id of that Entra ID group',
            ...(c.attrs.sqlAdmin?.objectId ? { default: c.attrs.sqlAdmin.objectId } : {}),
          }),
          // Entra ID sign-in only, as asked or by default (no SQL login password to keep).
          azuread_authentication_only: c.attrs.entraOnlyAuth ?? true,
        }),
        identity: block({ type: 'SystemAssigned' }),
        tags: tags(c),
      },
      publicNetworkAccessWithFirewall(c, x.plan)
        ? 'Entra ID authentication only, TLS 1.2.'
        : 'Entra ID authentication only, TLS 1.2, no public network access.',
    );
    // The addresses its firewall was said to let in, one rule each.
    for (const r of allowedRanges(c))
      x.resource('azurerm_mssql_firewall_rule', label(c.id, r.name), {
        name: r.name,
        server_id: x.ref(c),
        start_ip_address: r.start,
        end_ip_address: r.end,
      });
    // Databases in an elastic pool share its capacity: the pool carries the SKU, they carry none of their own.
    const pool = c.attrs.elasticPool ? elasticPoolSku(c) : undefined;
    const poolAddr = pool
      ? x.resource('azurerm_mssql_elasticpool', c.id, {
          name: `${c.id.replace(/_/g, '-')}-pool`,
          ...placed(c, x),
          server_name: x.ref(c, 'name'),
          sku: block({ name: pool.name, tier: pool.tier, family: pool.family, capacity: pool.capacity }),
          per_database_settings: block({ min_capacity: 0, max_capacity: pool.perDatabaseMax }),
          zone_redundant: pool.tier === 'Premium' || pool.tier === 'BusinessCritical' ? zoneRedundant(c) : undefined,
          tags: tags(c),
        })
      : undefined;
    sqlDatabases(c).forEach((name, i) =>
      x.resource('azurerm_mssql_database', i === 0 ? c.id : label(c.id, name), {
        name,
        server_id: x.ref(c),
        elastic_pool_id: poolAddr ? expr(`${poolAddr}.id`) : undefined,
        sku_name: poolAddr ? 'ElasticPool' : sqlDatabaseSku(c),
        auto_pause_delay_in_minutes: poolAddr ? undefined : autoPauseDelay(c),
        max_size_gb: sqlDatabaseMaxSizeGb(c, sqlDatabaseSku(c)),
        zone_redundant: poolAddr ? undefined : sqlZoneRedundant(c, sqlDatabaseSku(c)),
        short_term_retention_policy: block({
          retention_days: Math.min(sqlDatabaseSku(c) === 'Basic' ? 7 : 35, Math.max(1, c.attrs.retentionDays ?? 14)),
        }),
      }),
    );
  },
};
