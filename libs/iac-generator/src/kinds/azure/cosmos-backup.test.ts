/**
 * A Cosmos DB account's continuous backup keeps the restore window stated (7 or 30 days) in every
 * format; unstated, the 7-day tier in each (ARM no longer falls back to Azure's 30-day default).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

describe('continuous backup window of a Cosmos DB account', () => {
  it.each([
    ['terraform-azurerm', 'cosmos db for the order history, backups kept for 30 days', /tier\s*=\s*"Continuous30Days"/],
    ['arm', 'Cosmos DB (NoSQL) account "profiles", backups retained 30 days', /"tier": "Continuous30Days"/],
    ['bicep', 'a cosmos db account with continuous backup, 7 day retention', /tier: 'Continuous7Days'/],
    ['arm', 'a cosmos db account for shopping carts', /"tier": "Continuous7Days"/],
  ] as [FormatId, string, RegExp][])('%s: %s', async (format, prompt, written) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(result.files.map((f) => f.content).join('\n')).toMatch(written);
  });
});
