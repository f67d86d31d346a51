/**
 * Azure answers write nothing the request does not ask for (issue 24, INV): private name resolution
 * beside a private endpoint is the endpoint's privatelink zone (never a public zone), the names of
 * a Cosmos DB account's database and container are its children (never a PostgreSQL server or a
 * Container App), and an id labelled "object id" is no blob.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, type Resource } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];

const types = (resources: Resource[]) => [...new Set(resources.map((r) => r.type))];

describe('private DNS beside a private endpoint', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        'a storage account with a private endpoint in a new vnet, and private DNS so the apps resolve it',
        'key vault kv-orders; private endpoint for it; private dns zone so clients in the vnet resolve it',
        'an Azure Cosmos DB account reached over a private endpoint, with private name resolution in the vnet',
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: %s', async (format, prompt) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const written = types(resources);
    expect(written.some((t) => /^azurerm_dns_zone$|^Microsoft\.Network\/dnsZones$/.test(t))).toBe(false);
    const zones = resources.filter((r) =>
      /^azurerm_private_dns_zone$|^Microsoft\.Network\/privateDnsZones$/.test(r.type),
    );
    expect(zones).toHaveLength(1);
  });
});

describe("a Cosmos DB account's database and container named tersely", () => {
  it.each(AZURE)('%s: writes them as its children, nothing beside', async (format) => {
    const { resources, errors } = await generated(
      'cosmos db (nosql), serverless, database shop, container carts pk /userId',
      format,
    );
    expect(errors).toEqual([]);
    const written = types(resources).join(' ');
    expect(written).not.toMatch(/postgres|PostgreSQL|container_app|containerApps/);
    const names = resources.map((r) => JSON.stringify(r.body));
    expect(names.some((b) => b.includes('shop'))).toBe(true);
    expect(names.some((b) => b.includes('carts'))).toBe(true);
  });
});

describe('an App Service app reaching what it has, into a subnet given by id', () => {
  const SUBNET =
    '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-net/providers/Microsoft.Network/virtualNetworks/vnet-hub/subnets/snet-apps';
  it.each(
    AZURE.flatMap((format) =>
      [
        `a Linux web app on a P1v3 plan that must connect to the database through the VNet; VNet integration into subnet ${SUBNET}`,
        `a function app on an elastic premium plan; it reaches the cache over the VNet, so integrate it into subnet ${SUBNET}. Put the connection string in the app settings.`,
        `web app (Linux, node 20) with VNet integration into ${SUBNET}; it talks to the database privately and reads its app settings`,
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: %s', async (format, prompt) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const written = types(resources).join(' ');
    // No database or cache guessed from "the database", no App Configuration store from "app settings",
    // no network beside the given subnet's.
    expect(written).not.toMatch(
      /postgres|PostgreSQL|mssql|Sql\/servers|redis|Cache\/redis|app_configuration|AppConfiguration/,
    );
    // A network made here has an address space; the given subnet's network is only referred to.
    const made = resources.filter((r) => /address_?space/i.test(JSON.stringify(r.body)));
    expect(made).toEqual([]);
    // What it does not make is said, not dropped.
    expect(result.explanation).toMatch(/not read: '[^']*(?:database|cache)/);
  });
});

describe("a workload's registry login said as a secret", () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        'a container app running quay.io/acme/worker:1.4 from a private registry; pass the registry password in as a secret',
        'container app billing-api, image docker.io/acme/billing:3 (private, the registry credentials come in as a secret)',
        'a Linux web app running ghcr.io/acme/site:2 whose registry credentials are a secret parameter',
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: no vault secret beside it: %s', async (format, prompt) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(types(resources).join(' ')).not.toMatch(/key_vault|KeyVault/);
    // The login is the workload's own registry entry (its password one of the workload's secrets), or said not read.
    const files = result.files.map((f) => f.content).join('\n');
    const loginWritten = /passwordSecretRef|password_secret_name/.test(files);
    const saidNotRead = /not read: '[^']*(?:credentials|password|secret)/.test(result.explanation);
    expect({ loginWritten, saidNotRead }).not.toEqual({ loginWritten: false, saidNotRead: false });
  });

  it.each(AZURE)('%s: keeps the secret in a vault the sentence asks for', async (format) => {
    const { resources } = await generated(
      'a container app pulling from ghcr.io; keep the registry password as a secret in a new key vault',
      format,
    );
    expect(types(resources).join(' ')).toMatch(/key_vault_secret|vaults\/secrets/);
  });
});

describe('a storage account asked for its queue', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        'a storage account with a storage queue named jobs',
        'a function app triggered by the storage queue "uploads"; create the storage account and queue too',
      ].map((prompt) => [format, prompt] as const),
    ),
  )('%s: no blob container nobody asked for: %s', async (format, prompt) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const written = types(resources).join(' ');
    expect(written).not.toMatch(/storage_container|blobServices\/containers|servicebus|ServiceBus/);
    expect(written).toMatch(/storage_queue|queueServices\/queues/);
  });
});

describe('sessions stated with a Service Bus namespace and its one queue', () => {
  it.each(AZURE)('%s: are the queue’s', async (format) => {
    const { result, resources, errors } = await generated(
      'a Service Bus namespace on Standard with a queue named payments, with sessions enabled',
      format,
    );
    expect(errors).toEqual([]);
    const queue = resources.find((r) => /servicebus_queue$|namespaces\/queues$/.test(r.type));
    expect(JSON.stringify(queue?.body)).toMatch(/"requires_?[sS]ession":true/);
    expect(result.explanation).not.toMatch(/not covered: 'with sessions'/);
  });
});

describe('a storage account holds only the containers asked', () => {
  const CONTAINER = /^azurerm_storage_container$|^Microsoft\.Storage\/storageAccounts\/blobServices\/containers$/;
  it.each(AZURE.map((format) => [format] as const))('%s', async (format) => {
    const alone = await generated('a geo-redundant storage account for the telemetry archive', format);
    expect(alone.errors).toEqual([]);
    expect(alone.resources.filter((r) => CONTAINER.test(r.type))).toEqual([]);
    const asked = await generated('storage account stteleme with a blob container named raw-frames', format);
    expect(asked.resources.filter((r) => CONTAINER.test(r.type))).toHaveLength(1);
  });
});
