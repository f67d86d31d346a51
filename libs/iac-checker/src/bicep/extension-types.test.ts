/**
 * A Bicep extension's own resource types (`extension http`, then `resource r 'HttpRequest' = {...}`)
 * have no namespace nor apiVersion: said as not checked (no bundled schema), never an error. Found
 * on public Bicep (bench/checker-real-world.mjs, sample s9); reproduced by a file of our own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['bicep']), 30000);

const fixture = readFileSync(join(__dirname, 'fixtures', 'extension-types.bicep'), 'utf8');
const findings = async (content: string) =>
  (await checkFiles([{ path: 'main.bicep', content }], 'bicep'))
    .filter((d) => d.code.startsWith('bicep.'))
    .map((d) => `${d.line} ${d.severity} ${d.code}`);

describe("an extension's own resource type", () => {
  it('is information (not checked), not a bad type reference', async () => {
    const all = await findings(fixture);
    expect(all.filter((f) => / error /.test(f))).toEqual([]);
    expect(all).toContainEqual('6 info bicep.not-checked');
  });

  it('without an extension, a bare type name is still a bad type reference', async () => {
    const without = fixture.replace('extension http\n', '');
    expect(await findings(without)).toContainEqual('5 error bicep.bad-type-reference');
  });
});
