/** An Azure SQL database's size code in brackets right after it is its SKU, in every Azure format. */
import { generateInfrastructure } from '../../testing/resources';

const text = (prompt: string, format: 'terraform-azurerm' | 'bicep' | 'arm') =>
  generateInfrastructure({ prompt, platform: 'azure', format, history: [] })
    .files.map((f) => f.content)
    .join('\n');

describe('a bracketed SQL size code', () => {
  it.each([
    ['one azure sql db inventory (S2) with a server', 'terraform-azurerm', /sku_name\s*=\s*"S2"/],
    ['Azure SQL: a database reports (P1)', 'bicep', /name: 'P1'/],
    ['an azure sql database ledger (s4) and a storage account', 'arm', /"name": "S4"/],
  ] as const)('%s', (prompt, format, written) => {
    expect(text(prompt, format)).toMatch(written);
  });
});
