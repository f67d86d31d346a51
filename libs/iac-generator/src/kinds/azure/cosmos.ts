/**
 * What a Cosmos DB account holds, shared by the azurerm and ARM writers: the API it speaks (which
 * decides the account's kind and capabilities and which child resources exist) and the databases,
 * containers, collections, keyspaces, graphs and tables the request named inside it, with their
 * partition or shard key. A child of another API is never written: a MongoDB account has MongoDB
 * databases and collections, never a SQL database.
 */
import { type Component } from '../../model/types';
import { asStated } from '../../model/stated-case';

export type CosmosApi = 'sql' | 'mongo' | 'cassandra' | 'gremlin' | 'table';

export interface CosmosContainer {
  name: string;
  /** The partition key path (`/tenant`) for SQL and Gremlin, the shard key (`tenant`) for MongoDB, the partition column for Cassandra. */
  key: string;
}
export interface CosmosDatabase {
  name: string;
  containers: CosmosContainer[];
}

/** The API a Cosmos DB account speaks: the one stated, else MongoDB when the request only speaks of MongoDB, else SQL (NoSQL). */
export function cosmosApi(c: Component): CosmosApi {
  const api = c.attrs.api;
  if (api === 'mongo' || api === 'cassandra' || api === 'gremlin' || api === 'table') return api;
  return 'sql';
}

/** Capabilities the account needs for its API, then serverless when asked for. */
export function cosmosCapabilities(api: CosmosApi, serverless: boolean): string[] {
  const byApi: Record<CosmosApi, string | undefined> = {
    sql: undefined,
    mongo: 'EnableMongo',
    cassandra: 'EnableCassandra',
    gremlin: 'EnableGremlin',
    table: 'EnableTable',
  };
  return [byApi[api], serverless ? 'EnableServerless' : undefined].filter((x): x is string => !!x);
}

/** The MongoDB server version: the one stated when Azure offers it, else 4.2. */
export function mongoServerVersion(c: Component): string {
  const v = c.attrs.version;
  return v && ['3.2', '3.6', '4.0', '4.2', '5.0', '6.0', '7.0'].includes(v) ? v : '4.2';
}

// The words a request uses for what holds data and for what the data is kept in, per API.
const DATABASE_WORDS = /^(?:database|db|keyspace|key space)$/;
const CONTAINER_WORDS = /^(?:container|collection|graph|table)$/;

/** The stated partition or shard key in the form the API writes it. */
function keyFor(c: Component, api: CosmosApi): string {
  const stated = c.attrs.tableKeys?.hash;
  const key = stated ? asStated(c, stated).replace(/\s+/g, '') : undefined;
  const bare = key?.replace(/^\/+/, '');
  if (api === 'mongo') return bare ?? '_id';
  if (api === 'cassandra') return bare ?? 'id';
  return `/${bare ?? 'id'}`;
}

/**
 * The databases (keyspaces for Cassandra) and their containers (collections, graphs, tables) as
 * named in the request, in the order stated: a container belongs to the database named before it,
 * else to the first one. With none named, one database (with the account's given name, or `app`)
 * holds what is asked for. The Table API has no databases: its tables (one with the account's given
 * name, or `app`, when none is named) are returned as the containers of one unnamed database.
 */
export function cosmosLayout(c: Component): CosmosDatabase[] {
  const api = cosmosApi(c);
  // Tables of the Table API have no partition key of their own to write.
  const key = api === 'table' ? '' : keyFor(c, api);
  const dbs: CosmosDatabase[] = [];
  const loose: CosmosContainer[] = [];
  for (const child of c.attrs.children ?? []) {
    const word = child.word.replace(/s$/, '');
    const names = child.names.length ? child.names : [word === 'table' || word === 'graph' ? word : 'data'];
    if (DATABASE_WORDS.test(word) && api !== 'table') for (const name of names) dbs.push({ name, containers: [] });
    else if (CONTAINER_WORDS.test(word) || (api === 'table' && DATABASE_WORDS.test(word)))
      for (const name of names) (dbs.at(-1)?.containers ?? loose).push({ name, key });
  }
  if (api === 'table') {
    const tables = [...loose, ...dbs.flatMap((d) => d.containers)];
    return [{ name: '', containers: tables.length ? tables : [{ name: c.name ?? 'app', key }] }];
  }
  // A name given to the account alone ("a Cosmos DB database named orders") names its one database too.
  if (!dbs.length) dbs.push({ name: c.name ?? 'app', containers: [] });
  dbs[0].containers.unshift(...loose);
  // A stated partition key needs something partitioned by it: a container when none was named.
  if (c.attrs.tableKeys?.hash && !dbs.some((d) => d.containers.length)) dbs[0].containers.push({ name: 'data', key });
  return dbs;
}

/** Continuous backup's restore window: 30 days when more than 7 are stated, else the 7-day tier. */
export const continuousTier = (c: Component): 'Continuous7Days' | 'Continuous30Days' =>
  (c.attrs.retentionDays ?? 0) > 7 ? 'Continuous30Days' : 'Continuous7Days';
