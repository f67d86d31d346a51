/**
 * A thing said to exist in a later phrase by its head word alone (issue 24, class 5), wordings of our
 * own: it is referred to by the name given there, and so is the resource group it is in.
 */
import { generateInfrastructure } from '../testing/resources';

const blocks = (prompt: string) =>
  generateInfrastructure({ prompt, platform: 'azure', format: 'terraform-azurerm' })
    .files.map((f) => f.content)
    .join('\n')
    .match(/^(?:resource|data) "[^"]+" "[^"]+"/gm) ?? [];

describe('a thing said to exist later by its head word', () => {
  it('is referred to, with the resource group it is in', () => {
    const found = blocks(
      [
        'Queues on our storage account:',
        '- the account is already there: stbilling7 in rg-billing-ops',
        '- add a storage queue invoices-out in that account',
      ].join('\n'),
    );
    expect(found).toContain('data "azurerm_storage_account" "stbilling7"');
    expect(found).toContain('data "azurerm_resource_group" "rg-billing-ops"');
    expect(found.filter((b) => b.startsWith('resource "azurerm_storage_account"'))).toEqual([]);
    expect(found.filter((b) => b.startsWith('resource "azurerm_resource_group"'))).toEqual([]);
  });

  it('a later phrase that says nothing of existing leaves it new', () => {
    const found = blocks(['A storage account:', '- the account holds invoices', '- LRS'].join('\n'));
    expect(found.some((b) => b.startsWith('resource "azurerm_storage_account"'))).toBe(true);
  });
});
