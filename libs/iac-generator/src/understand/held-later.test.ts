/**
 * A general word placed in a product named after it (issue 24, head-noun class): "a container for
 * uploads in a storage account" is a blob container of that account, named by its purpose, never a
 * Container App, and "uploads" is no resource of its own.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud = 'azure') => {
  const intent = understand(prompt, cloud);
  return {
    kinds: [...new Set(intent.mentions.map((m) => m.kind))],
    children: intent.mentions.flatMap((m) => m.attrs.children ?? []),
  };
};

describe('a thing placed in the product after it is held by that product', () => {
  it.each<[string, { word: string; names: string[] }]>([
    ['I need a container for uploads in a storage account', { word: 'container', names: ['uploads'] }],
    [
      'a private container called "erp-exports" inside the storage account',
      { word: 'container', names: ['erp-exports'] },
    ],
    ['please create a container named media within our storage account', { word: 'container', names: ['media'] }],
  ])('%s', (prompt, child) => {
    expect(read(prompt)).toEqual({ kinds: ['azure.storage_account'], children: [child] });
  });

  it('keeps a container of its own when nothing places it in a store', () => {
    expect(read('a container running nginx in West Europe').kinds).toEqual(['azure.container_app']);
  });

  it('places a container in a Cosmos DB account the same way', () => {
    expect(read('a container for orders in a Cosmos DB account').kinds).toEqual(['azure.cosmosdb_account']);
  });
});

describe('a kind named with its generation', () => {
  it('a StorageV2 account is a storage account, which holds the container named after it', () => {
    expect(
      read("Create a StorageV2 account with LRS replication, a private container called 'erp-exports', and HTTPS only"),
    ).toEqual({ kinds: ['azure.storage_account'], children: [{ word: 'container', names: ['erp-exports'] }] });
  });
});
