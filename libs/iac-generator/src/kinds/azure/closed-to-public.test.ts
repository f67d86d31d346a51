/**
 * Public network access off with nothing else to reach the resource cuts every client off (and the
 * deployment's own data-plane writes): a storage account or key vault is closed to the internet only
 * when a private endpoint reaches it, in every format.
 */
import { type FormatId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

const CLOSED =
  /public_network_access_enabled\s*=\s*false|"publicNetworkAccess":\s*"Disabled"|publicNetworkAccess: 'Disabled'/;
const text = (prompt: string, format: FormatId) =>
  generateInfrastructure({ prompt, platform: 'azure', format })
    .files.map((f) => f.content)
    .join('\n');

describe('closed to the internet only when a private path is written or asked', () => {
  it.each([
    ['terraform-azurerm', 'a storage account for nightly report exports'],
    ['arm', 'Key Vault to hold the API keys of our app'],
    ['bicep', 'storage acct (standard LRS) with a container named uploads'],
    ['terraform-azurerm', 'one key vault, RBAC authorization, purge protection on'],
    ['terraform-azurerm', 'a standard C1 azure cache for redis for session data'],
    ['bicep', 'an event hubs namespace (standard) that the IoT devices send readings to'],
    ['arm', 'azure sql logical server plus a database called ledger'],
    ['terraform-azurerm', 'cosmos db account using the nosql api for user profiles'],
    ['bicep', 'app configuration store for feature flags'],
    ['arm', 'an ACR registry on the premium sku, geo-replicated to northeurope'],
    ['terraform-azurerm', 'a recovery services vault for the file server backups'],
  ] as [FormatId, string][])('%s: open without one: %s', (format, prompt) => {
    expect(text(prompt, format)).not.toMatch(CLOSED);
  });

  it.each([
    ['terraform-azurerm', 'a key vault reached only through a private endpoint in a new vnet'],
    ['arm', 'storage account with a private endpoint for blob'],
    ['bicep', 'a redis cache, public network access disabled'],
    ['terraform-azurerm', 'event hubs namespace; disable public access on it'],
    ['arm', 'cosmos account for telemetry with public network access turned off'],
    ['terraform-azurerm', 'a private azure sql server with a database named billing'],
  ] as [FormatId, string][])('%s: closed with one: %s', (format, prompt) => {
    expect(text(prompt, format)).toMatch(CLOSED);
  });
});
