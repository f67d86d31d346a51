/**
 * A private endpoint resolves through the private DNS zone of its service. When the request asks for
 * that zone itself, the endpoint joins it: one zone of that name, never a second one (a deployment
 * rejects two zones of the same name in one group).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../../testing/resources';

const ZONE_TYPE =
  /resource "azurerm_private_dns_zone" |'Microsoft\.Network\/privateDnsZones@|"Microsoft\.Network\/privateDnsZones"/g;

describe('a private endpoint uses the private zone the request asks for', () => {
  it.each([
    [
      'terraform-azurerm',
      'key vault kv-ledger with a private endpoint, and the privatelink.vaultcore.azure.net private zone linked to the network',
    ],
    [
      'bicep',
      'a storage account, a private endpoint for blob and a private dns zone privatelink.blob.core.windows.net',
    ],
    [
      'arm',
      'postgres flexible server with a private endpoint; private DNS zone privatelink.postgres.database.azure.com for it',
    ],
  ] as [FormatId, string][])('%s: %s', async (format, prompt) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files.match(ZONE_TYPE) ?? []).toHaveLength(1);
    expect(files).toMatch(/private_dns_zone_ids\s*=\s*\[azurerm_private_dns_zone\.|privateDnsZoneId/);
  });

  it('writes its own zone when none is asked', async () => {
    const { result } = await generated('a redis cache reached only through a private endpoint', 'terraform-azurerm');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/name\s*=\s*"privatelink\.redis\.cache\.windows\.net"/);
    expect(files.match(ZONE_TYPE) ?? []).toHaveLength(1);
  });
});
