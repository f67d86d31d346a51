/**
 * A plain word right after the word for a thing a product holds names that thing ("db ledger,
 * container entries" after a Cosmos DB account): the product's child, never a service of its own
 * read from the general word ("db" alone is a PostgreSQL server, "container" a Container App).
 */
import { understand } from './understand';

const read = (prompt: string) => {
  const intent = understand(prompt, 'azure');
  return {
    kinds: intent.mentions.map((m) => m.kind),
    children: intent.mentions.flatMap((m) => m.attrs.children ?? []),
    unread: [...intent.unread, ...intent.notRead].map((u) => u.text),
  };
};

describe('names after the word for a child of the product before', () => {
  it.each([
    ['Cosmos DB serverless with db ledger and container entries', 'ledger', 'entries'],
    ['cosmos account; db inventory; container items partitioned by /sku', 'inventory', 'items'],
    ['Cosmos DB account (NoSQL), database shop, container carts', 'shop', 'carts'],
    ['a Cosmos DB account for NoSQL, db telemetry, container readings pk /deviceId', 'telemetry', 'readings'],
  ])('%s', (prompt, database, container) => {
    const r = read(prompt);
    expect(r.kinds.every((k) => k === 'azure.cosmosdb_account')).toBe(true);
    expect(r.children).toEqual([
      { word: expect.stringMatching(/^(?:db|database)$/), names: [database] },
      { word: 'container', names: [container] },
    ]);
    expect(r.unread).toEqual([]);
  });

  it('names a container of a storage account', () => {
    const r = read('a storage account with container uploads');
    expect(r.kinds).toEqual(['azure.storage_account']);
    expect(r.children).toEqual([{ word: 'container', names: ['uploads'] }]);
  });

  it('leaves compounds and settings after the word alone', () => {
    expect(read('a cosmos db account and a container registry').kinds).toEqual([
      'azure.cosmosdb_account',
      'azure.container_registry',
    ]);
    expect(read('a storage account, container apps environment').kinds).toContain('azure.container_app_environment');
    // "throughput" is a setting, not the container's name.
    const r = read('a cosmos db account with a container throughput 400 RU/s');
    expect(r.children.flatMap((c) => c.names)).toEqual([]);
  });

  it('does not name a child after a product that holds no such thing', () => {
    const r = read('a key vault, db reporting');
    expect(r.children).toEqual([]);
  });
});
