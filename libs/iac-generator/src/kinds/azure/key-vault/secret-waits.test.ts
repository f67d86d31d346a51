/**
 * A vault with RBAC authorisation refuses a secret (403) until whoever applies holds the role that
 * writes it: a secret written into a vault of the request waits for that role assignment, or the
 * first apply fails when Terraform creates both at once (BRK). A vault that already exists is not
 * granted here, so its secrets wait for nothing.
 */
import { generateInfrastructure } from '../../../testing/resources';

const main = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'azure', format: 'terraform-azurerm' })
    .files.map((f) => f.content)
    .join('\n');
const secretBlocks = (text: string) => text.match(/resource "azurerm_key_vault_secret"[^}]*}/g) ?? [];

describe('a secret in a vault of the request', () => {
  it.each([
    'a key vault kv-ledger-eu with a secret sendgrid-token',
    'an Azure Database for MySQL flexible server named mysql-inventory',
  ])('waits for the deployer role: %s', (prompt) => {
    const blocks = secretBlocks(main(prompt));
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) expect(b).toMatch(/depends_on\s+= \[azurerm_role_assignment\.[\w-]+_deployer\]/);
  });

  it('waits for nothing in a vault that already exists', () => {
    const text = main('a secret smtp-password in the existing key vault kv-platform-shared');
    for (const b of secretBlocks(text)) expect(b).not.toMatch(/depends_on/);
  });
});
