/** A Cosmos DB account and what it holds, as hashicorp/azurerm resources of the API the request named. */
import { type Component } from '../../../model/types';
import { block, expr, type HclBody } from '../../../model/hcl';
import { cosmosServerless } from '../settings';
import { continuousTier, cosmosApi, cosmosCapabilities, cosmosLayout, mongoServerVersion } from '../cosmos';
import { globalName, placed, tags } from './common';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

const label = (...parts: string[]) =>
  parts
    .join('_')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase();

/** The databases (keyspaces) and their containers (collections, graphs, tables) of the account's API. */
function writeChildren(c: Component, x: TfContext): void {
  const api = cosmosApi(c);
  const throughput = cosmosServerless(c) ? undefined : (c.attrs.readCapacity ?? 400);
  const account: HclBody = {
    resource_group_name: x.ref(c.ref.group as Component, 'name'),
    account_name: x.ref(c, 'name'),
  };
  const layout = cosmosLayout(c);
  if (api === 'table') {
    for (const t of layout[0].containers)
      x.resource('azurerm_cosmosdb_table', label(c.id, t.name), { name: t.name, ...account, throughput });
    return;
  }
  const dbType = {
    sql: 'azurerm_cosmosdb_sql_database',
    mongo: 'azurerm_cosmosdb_mongo_database',
    cassandra: 'azurerm_cosmosdb_cassandra_keyspace',
    gremlin: 'azurerm_cosmosdb_gremlin_database',
  }[api];
  layout.forEach((db, i) => {
    // The first database keeps the account's label, so references to it stay stable.
    const dbLabel = i === 0 ? c.id : label(c.id, db.name);
    const dbAddr = x.resource(dbType, dbLabel, { name: db.name, ...account, throughput });
    for (const ct of db.containers) {
      const ctLabel = label(dbLabel, ct.name);
      const dbName = expr(`${dbAddr}.name`);
      if (api === 'sql')
        x.resource('azurerm_cosmosdb_sql_container', ctLabel, {
          name: ct.name,
          ...account,
          database_name: dbName,
          partition_key_paths: [ct.key],
          partition_key_version: 2,
        });
      else if (api === 'gremlin')
        x.resource('azurerm_cosmosdb_gremlin_graph', ctLabel, {
          name: ct.name,
          ...account,
          database_name: dbName,
          partition_key_path: ct.key,
        });
      else if (api === 'mongo')
        x.resource('azurerm_cosmosdb_mongo_collection', ctLabel, {
          name: ct.name,
          ...account,
          database_name: dbName,
          shard_key: ct.key === '_id' ? undefined : ct.key,
          // Every collection is indexed on _id; MongoDB server 3.6 and later require it.
          index: block({ keys: ['_id'], unique: true }),
        });
      else
        x.resource('azurerm_cosmosdb_cassandra_table', ctLabel, {
          name: ct.name,
          cassandra_keyspace_id: expr(`${dbAddr}.id`),
          schema: block({
            column: block({ name: ct.key, type: 'text' }),
            partition_key: block({ name: ct.key }),
          }),
        });
    }
  });
}

export const COSMOS_TERRAFORM: TerraformWriter = {
  resourceType: 'azurerm_cosmosdb_account',
  write: (c, x) => {
    const api = cosmosApi(c);
    const serverless = cosmosServerless(c);
    // Only the NoSQL API signs clients in with Entra ID; the others' drivers need the account keys.
    const entraOnly = api === 'sql';
    x.primary(
      c,
      {
        name: globalName(c, x, 44, 'label'),
        ...placed(c, x),
        offer_type: 'Standard',
        kind: api === 'mongo' ? 'MongoDB' : 'GlobalDocumentDB',
        mongo_server_version: api === 'mongo' ? mongoServerVersion(c) : undefined,
        local_authentication_disabled: entraOnly,
        public_network_access_enabled: publicNetworkAccessWithFirewall(c, x.plan),
        // Only the addresses its firewall was said to let in.
        ip_range_filter: allowedRanges(c).length ? allowedRanges(c).map((r) => r.value) : undefined,
        minimal_tls_version: 'Tls12',
        automatic_failover_enabled: true,
        consistency_policy: block({ consistency_level: 'Session' }),
        geo_location: block({ location: x.ref(c.ref.group as Component, 'location'), failover_priority: 0 }),
        capabilities: cosmosCapabilities(api, serverless).length
          ? cosmosCapabilities(api, serverless).map((name) => block({ name }))
          : undefined,
        // Continuous backup is not offered for the Cassandra API: it keeps periodic geo-redundant backups.
        backup:
          api === 'cassandra'
            ? block({ type: 'Periodic', interval_in_minutes: 240, retention_in_hours: 8, storage_redundancy: 'Geo' })
            : block({ type: 'Continuous', tier: continuousTier(c) }),
        tags: tags(c),
      },
      entraOnly
        ? 'Keys disabled (Entra ID only), continuous backup, TLS 1.2.'
        : 'TLS 1.2; this API signs clients in with the account keys, so keep them in Key Vault.',
    );
    writeChildren(c, x);
  },
};
