/**
 * A name said after a thing's head noun apart from the words that asked for the thing ("..., account x",
 * "name the app x", "pool name x", "a gke standard (not autopilot) cluster x") is that thing's; a name
 * said of another thing ("the old cluster x stays") is not given to the one asked for.
 */
import { type Cloud } from '../model/types';
import { shortens } from './shortened-words';
import { understand } from './understand';

// The names of every thing of the kind read (a product's words may read it twice, one thing when planned).
const names = (prompt: string, cloud: Cloud, kind: string) =>
  understand(prompt, cloud)
    .mentions.filter((m) => m.kind === kind)
    .flatMap((m) => m.names);

describe('a name after the head noun of a thing read elsewhere', () => {
  it.each<[string, Cloud, string, string]>([
    [
      'Cosmos DB for MongoDB, account cosmos-fleet-weu, strong consistency',
      'azure',
      'azure.cosmosdb_account',
      'cosmos-fleet-weu',
    ],
    [
      'a python function app on the consumption plan. name the app fn-billing-edge please',
      'azure',
      'azure.linux_function_app',
      'fn-billing-edge',
    ],
    [
      'a cognito user pool for the support desk, pool name helpdesk-agents, with MFA on',
      'aws',
      'aws.cognito_user_pool',
      'helpdesk-agents',
    ],
    ['a gke autopilot (not standard) cluster tern-dev in us-central1', 'gcp', 'gcp.container_cluster', 'tern-dev'],
    [
      'I want a cluster called aks-orion-test with only the system node pool of 2 nodes',
      'azure',
      'azure.kubernetes_cluster',
      'aks-orion-test',
    ],
    ['storage for backups: acct stbackupcold03, in westeurope', 'azure', 'azure.storage_account', 'stbackupcold03'],
    [
      'archive storage, azurerm:\n- account starchivedocs5, StorageV2\n- soft delete 14 days',
      'azure',
      'azure.storage_account',
      'starchivedocs5',
    ],
  ])('%s', (prompt, cloud, kind, name) => {
    expect(names(prompt, cloud, kind)).toEqual([name]);
  });
});

describe('a name said of another thing', () => {
  it.each<[string, Cloud, string]>([
    ['a GKE cluster; the old cluster heron-legacy stays as it is', 'gcp', 'gcp.container_cluster'],
    ['an azure storage account, same settings as account stheron01', 'azure', 'azure.storage_account'],
    ['a storage account like the account stheron02', 'azure', 'azure.storage_account'],
  ])('is not given to the thing asked for: %s', (prompt, cloud, kind) => {
    expect(names(prompt, cloud, kind)).toEqual([]);
  });

  it('leaves a name a setting holds to that setting', () => {
    expect(names('an Azure SQL server with a database called ledgerdb in it', 'azure', 'azure.mssql_server')).toEqual(
      [],
    );
  });

  it('leaves a thing that has its own name alone', () => {
    expect(names('a bucket media-raw-eu. account stmedia01 is for the CDN team', 'aws', 'aws.s3_bucket')).toEqual([
      'media-raw-eu',
    ]);
  });
});

describe('a shortened head noun', () => {
  it.each([
    ['acct', 'account', true],
    ['repo', 'repository', true],
    ['accounts', 'account', true],
    ['set', 'subnet', false],
    ['app', 'application', false],
    ['pool', 'account', false],
  ])('%s of %s: %s', (word, head, expected) => {
    expect(shortens(word, head)).toBe(expected);
  });
});
