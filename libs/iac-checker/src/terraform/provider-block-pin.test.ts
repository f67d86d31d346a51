/**
 * A version pinned in the provider block itself is a constraint like one in `required_providers`:
 * azurerm pinned to 2.0.0 (no bundled schema) is said as information and its names are not judged
 * against azurerm 4, while a pin the bundled schema meets still judges them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles } from '../index';

const pinned = readFileSync(join(__dirname, 'fixtures/provider-block-pin/main.tf'), 'utf8');
const check = (content: string) => checkFiles([{ path: 'main.tf', content }], 'terraform-azurerm');
const errors = (found: Awaited<ReturnType<typeof check>>) =>
  found.filter((d) => d.severity === 'error' && d.code.startsWith('terraform.'));

describe('a version pinned in the provider block', () => {
  it('azurerm =2.0.0: said as not bundled, and a 2.x argument is no error', async () => {
    const found = await check(pinned);
    expect(errors(found)).toEqual([]);
    const said = found.find((d) => d.code === 'terraform.provider-version');
    expect(said?.severity).toBe('info');
    expect(said?.message).toContain('=2.0.0');
  });

  it('azurerm =2.0.0: a reference to an undeclared variable is still an error', async () => {
    const found = await check(pinned.replace('var.location', 'var.region'));
    expect(errors(found).map((d) => d.code)).toEqual(['terraform.undeclared-variable']);
  });

  it('azurerm ~> 4.0 in the provider block: the removed argument is an error', async () => {
    const found = await check(pinned.replace('"=2.0.0"', '"~> 4.0"'));
    expect(errors(found).map((d) => d.code)).toEqual(['terraform.unknown-argument']);
  });

  it('required_providers and the provider block together: both clauses count', async () => {
    const both = `terraform {\n  required_providers {\n    azurerm = {\n      source  = "hashicorp/azurerm"\n      version = ">= 2.0"\n    }\n  }\n}\n${pinned}`;
    const found = await check(both);
    expect(errors(found)).toEqual([]);
    expect(found.find((d) => d.code === 'terraform.provider-version')?.message).toContain('>= 2.0, =2.0.0');
  });
});
