/**
 * A follow-up that renames a thing and asks for something else in the same sentence ("rename the vault
 * to X and allow our IP through its firewall") renames that thing, and the other clause's ask is a
 * setting of it, not a thing of its own.
 */
import { at, generated, of } from '../../testing/resources';

describe('a rename beside another ask in one follow-up sentence', () => {
  it('renames the vault and puts the address on its own firewall (Bicep)', async () => {
    const { resources, errors } = await generated(
      'rename the vault to kv-team-shared, and allow our build IP 198.51.100.23 through its firewall',
      'bicep',
      ['I need a key vault kv-team-dev using RBAC, with purge protection and 14 days soft delete'],
    );
    expect(errors).toEqual([]);
    const [vault] = of(resources, 'Microsoft.KeyVault/vaults');
    expect(at(vault.body, 'name')).toBe('kv-team-shared');
    expect(JSON.stringify(at(vault.body, 'properties.networkAcls'))).toContain('198.51.100.23');
    expect(at(vault.body, 'properties.softDeleteRetentionInDays')).toBe(14);
    expect(of(resources, 'Microsoft.Network/networkSecurityGroups')).toEqual([]);
  });
});
