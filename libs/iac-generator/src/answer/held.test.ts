import { heldByFiles } from './held';

describe('whether the files hold a stated value', () => {
  const content =
    'resource "azurerm_key_vault" "main" {\n  sku_name = "standard"\n}\nos_disk { storage_account_type = "Premium_LRS" }\nlimits: { memory: 512Mi }';

  it.each([
    [{ tier: 'Standard' }, true],
    [{ tier: 'premium' }, true],
    [{ memory: '512Mi' }, true],
    [{ limits: { memory: '512Mi' } }, true],
    [{ limits: { memory: '512Mi', cpu: 2 } }, false],
    // A word any file holds is no evidence ("true" of "backup=true").
    [{ labels: { backup: 'true' } }, false],
    [{ tier: 'business critical' }, false],
    // A bare number would be found anywhere: never taken as held.
    [{ desired: 1 }, false],
    [{ retentionDays: 90, tier: 'standard' }, false],
    [{}, false],
    // A word inside another word is not the value ("stand" in "standard").
    [{ tier: 'stand' }, false],
  ])('%j: %s', (values, held) => {
    expect(heldByFiles(values, content)).toBe(held);
  });
});
