/** A Cosmos DB account and what it holds, as ARM resources of the API the request named (Bicep is printed from them). */
import { type Component } from '../../../model/types';
import { azName } from '../common';
import { cosmosServerless } from '../settings';
import {
  continuousTier,
  cosmosApi,
  cosmosCapabilities,
  cosmosLayout,
  mongoServerVersion,
  type CosmosContainer,
} from '../cosmos';
import { type ArmWriter, type ArmContext, type ArmExpr } from '../../../render/azure/arm-context';
import { statedName } from '../naming';
import { publicNetworkAccessWithFirewall } from '../closed-to-public';
import { allowedRanges } from '../firewall-rules';

const API_VERSION = '2023-04-15';
const ACCOUNTS = 'Microsoft.DocumentDB/databaseAccounts';

/** Each API's child resource types, and the body of one container, collection, graph or table. */
const CHILDREN = {
  sql: { db: 'sqlDatabases', item: 'containers' },
  mongo: { db: 'mongodbDatabases', item: 'collections' },
  cassandra: { db: 'cassandraKeyspaces', item: 'tables' },
  gremlin: { db: 'gremlinDatabases', item: 'graphs' },
} as const;

function itemResource(api: keyof typeof CHILDREN, ct: CosmosContainer): Record<string, unknown> {
  if (api === 'mongo')
    return {
      id: ct.name,
      shardKey: ct.key === '_id' ? undefined : { [ct.key]: 'Hash' },
      // Every collection is indexed on _id; MongoDB server 3.6 and later require it.
      indexes: [{ key: { keys: ['_id'] }, options: { unique: true } }],
    };
  if (api === 'cassandra')
    return {
      id: ct.name,
      schema: { columns: [{ name: ct.key, type: 'text' }], partitionKeys: [{ name: ct.key }] },
    };
  return { id: ct.name, partitionKey: { paths: [ct.key], kind: 'Hash', version: 2 } };
}

function writeChildren(c: Component, x: ArmContext, account: string | ArmExpr): void {
  const api = cosmosApi(c);
  const options = cosmosServerless(c) ? {} : { throughput: c.attrs.readCapacity ?? 400 };
  const layout = cosmosLayout(c);
  if (api === 'table') {
    for (const t of layout[0].containers)
      x.resource(x.symbol(c, `table_${t.name}`), `${ACCOUNTS}/tables`, API_VERSION, {
        name: x.child(account, t.name),
        properties: { resource: { id: t.name }, options },
        dependsOn: [x.symbol(c)],
      });
    return;
  }
  const types = CHILDREN[api];
  for (const db of layout) {
    const dbSymbol = x.symbol(c, `db_${db.name}`);
    x.resource(dbSymbol, `${ACCOUNTS}/${types.db}`, API_VERSION, {
      name: x.child(account, db.name),
      properties: { resource: { id: db.name }, options },
      dependsOn: [x.symbol(c)],
    });
    for (const ct of db.containers)
      x.resource(x.symbol(c, `db_${db.name}_${ct.name}`), `${ACCOUNTS}/${types.db}/${types.item}`, API_VERSION, {
        name: x.child(account, db.name, ct.name),
        properties: { resource: itemResource(api, ct), options: {} },
        dependsOn: [dbSymbol],
      });
  }
}

export const COSMOS_ARM: ArmWriter = {
  write: (c, x) => {
    const api = cosmosApi(c);
    const capabilities = cosmosCapabilities(api, cosmosServerless(c)).map((n) => ({ name: n }));
    const name = statedName(c, 44, 'label') ?? x.unique(`cosmos-${azName(c, 30)}`, '-');
    x.resource(c, ACCOUNTS, API_VERSION, {
      name,
      location: x.location(),
      kind: api === 'mongo' ? 'MongoDB' : 'GlobalDocumentDB',
      properties: {
        databaseAccountOfferType: 'Standard',
        // Only the NoSQL API signs clients in with Entra ID; the others' drivers need the account keys.
        disableLocalAuth: api === 'sql',
        minimalTlsVersion: 'Tls12',
        publicNetworkAccess: publicNetworkAccessWithFirewall(c, x.plan) ? 'Enabled' : 'Disabled',
        // Only the addresses its firewall was said to let in.
        ipRules: allowedRanges(c).length ? allowedRanges(c).map((r) => ({ ipAddressOrRange: r.value })) : undefined,
        consistencyPolicy: { defaultConsistencyLevel: 'Session' },
        locations: [{ locationName: x.location(), failoverPriority: 0 }],
        apiProperties: api === 'mongo' ? { serverVersion: mongoServerVersion(c) } : undefined,
        capabilities: capabilities.length ? capabilities : undefined,
        // Continuous backup is not offered for the Cassandra API: it keeps periodic backups.
        backupPolicy:
          api === 'cassandra'
            ? { type: 'Periodic' }
            : { type: 'Continuous', continuousModeProperties: { tier: continuousTier(c) } },
      },
    });
    writeChildren(c, x, name);
  },
};
