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

describe('a quantity stated with its unit, its value stored as a bare number', () => {
  const content = 'limits:\n  memory: 512Mi\n  cpu: 500m\nreplicas: 1024';

  it.each([
    // "512Mi" is stored as memoryMb 512: held where "512Mi" is written.
    [{ memoryMb: 512 }, '512Mi', true],
    [{ cpu: 0.5 }, '500m', true],
    // Another amount, or the same number in another unit, is not it.
    [{ memoryMb: 1024 }, '1Gi', false],
    [{ memoryMb: 1024 }, '1024Mi', false],
    // Words of more than one token, or a bare number, are never looked for as written.
    [{ memoryMb: 512 }, '512 MiB', false],
    [{ desired: 1024 }, '1024', false],
  ])('%j stated as %s: %s', (values, text, held) => {
    expect(heldByFiles(values, content, text)).toBe(held);
  });
});
