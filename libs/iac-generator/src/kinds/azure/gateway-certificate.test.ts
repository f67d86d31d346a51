/**
 * An application gateway whose TLS certificate is in a Key Vault of the request (issue 24, WIR): its
 * identity may read that vault's secrets (Key Vault Secrets User, on that vault only), and the gateway
 * waits for the grant, or it cannot load the certificate when it starts. A secret named for the
 * certificate is the one the listener loads. Every Azure format; wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const SECRETS_USER = '4633458b-17de-408a-b874-0445c86b69e6';

describe("a gateway's certificate vault is readable by the gateway", () => {
  it.each(AZURE)('%s: the vault holding the certificate grants the gateway identity Secrets User', async (format) => {
    const { resources, errors, result } = await generated(
      'app gateway appgw-shop, WAF_v2, TLS cert stored as secret shop-cert in a new key vault kv-shop-certs',
      format,
    );
    expect(errors).toEqual([]);
    const tf = format === 'terraform-azurerm';
    const grants = of(resources, tf ? 'azurerm_role_assignment' : 'Microsoft.Authorization/roleAssignments');
    const files = result.files.map((f) => f.content).join('\n');
    if (tf) {
      expect(grants.map((g) => at(g.body, 'role_definition_name'))).toContain('Key Vault Secrets User');
      expect(files).toMatch(/key_vault_secret_id\s*=\s*azurerm_key_vault_secret\.shop-cert\.versionless_id/);
      expect(files).toMatch(/depends_on\s*=\s*\[azurerm_role_assignment\./);
    } else expect(format === 'bicep' ? files : JSON.stringify(grants)).toContain(SECRETS_USER);
  });

  it('terraform-azurerm: with no vault in the request, nothing is granted and the secret id is asked for', async () => {
    const { resources, result } = await generated(
      'an application gateway appgw-lite, Standard_v2',
      'terraform-azurerm',
    );
    expect(of(resources, 'azurerm_role_assignment')).toEqual([]);
    expect(result.files.map((f) => f.content).join('\n')).toMatch(/var\.appgw_certificate_secret_id/);
  });
});
