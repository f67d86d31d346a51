/**
 * Names given to a thing and to the parts inside it each reach their own resource (issue 24, NAME,
 * EXIST): an Azure storage account named in one plain word ("storage account stwidgetcap") keeps it,
 * also when it exists (its parameter defaults to it); a hub named after its Event Hubs namespace is
 * that hub's name, never the namespace's; a container named inside an existing account exists with
 * it, so capture writes to it by name and no container is made; a database named after its server is
 * a database inside it, never the server's name. Prompts are our own.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format, history: [] });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');

const CAPTURE =
  'Event Hubs namespace evh-orders-dev, Standard tier, 2 throughput units; hub orders with 8 partitions, and Capture to the existing storage account stwidgetcap (container raw-orders) every 120 seconds, Avro.';

describe('names of a thing and of its parts', () => {
  it('ARM: the hub, the existing account and its container keep the names given', () => {
    const t = text(run(CAPTURE, 'azure', 'arm').files);
    expect(t).toMatch(/"name": "evh-orders-dev\/orders"/);
    expect(t).toMatch(/"defaultValue": "stwidgetcap"/);
    expect(t).toMatch(/"blobContainer": "raw-orders"/);
    expect(t).not.toMatch(/storageAccounts\/blobServices\/containers"/);
  });

  it('Terraform: the existing account is looked up by its name and no container is made', () => {
    const t = text(run(CAPTURE, 'azure', 'terraform-azurerm').files);
    expect(t).toMatch(/resource "azurerm_eventhub" "orders"[\s\S]*?name\s+= "orders"/);
    expect(t).toMatch(/data "azurerm_storage_account"[\s\S]*?"stwidgetcap"/);
    expect(t).toMatch(/blob_container_name\s+= "raw-orders"/);
    expect(t).not.toMatch(/resource "azurerm_storage_container"/);
  });

  it('a storage account named in one plain word, to create, is named so', () => {
    const t = text(run('a storage account stmediaweu with geo-redundant replication', 'azure', 'bicep').files);
    expect(t).toMatch(/'stmediaweu'/);
  });

  it('a database named after a MySQL flexible server is its child, not the server', () => {
    const t = text(
      run(
        "Azure Database for MySQL flexible server 8.0.21, Standard_D2ds_v4, 128 GB storage, backups kept 10 days, database 'inventory'.",
        'azure',
        'bicep',
      ).files,
    );
    expect(t).toMatch(/Microsoft\.DBforMySQL\/flexibleServers\/databases/);
    expect(t).toMatch(/\/inventory'/);
    expect(t).not.toMatch(/name: 'inventory'/);
  });

  it('a database named with a Cloud SQL instance is the database written', () => {
    const t = text(
      run('a Cloud SQL Postgres 16 instance with a database called ledger', 'gcp', 'terraform-google').files,
    );
    expect(t).toMatch(/resource "google_sql_database"[\s\S]*?name\s+= "ledger"/);
  });
});
