/**
 * Bicep the compiler reads, which the checker once called errors: found by running the checker over
 * the compiler's own valid samples (Azure/bicep@9beb0fe, src/Bicep.Core.Samples/Files/baselines,
 * 38 files without an error there; 8 had false errors here) and reproduced by a file of our own.
 * Beside each form, the real error it could hide is still found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['bicep']), 30000);

const fixture = readFileSync(join(__dirname, 'fixtures', 'compiler-language.bicep'), 'utf8');
const errors = async (content: string) =>
  (await checkFiles([{ path: 'main.bicep', content }], 'bicep'))
    .filter((d) => d.code.startsWith('bicep.') && d.severity === 'error')
    .map((d) => `${d.line} ${d.code} ${d.message}`);

describe('Bicep the compiler reads', () => {
  it('has no error', async () => {
    expect(await errors(fixture)).toEqual([]);
  });

  it('a misspelt function, `this` outside a resource body and an undeclared index are still errors', async () => {
    const broken = fixture
      .replace('distinct(names)', 'distinkt(names)')
      .replace('var lastName = names[^1]', 'var lastName = names[^count]')
      .replace('output uniqueCount int = length(unique)', 'output uniqueCount int = this.exists() ? 1 : 0');
    const found = await errors(broken);
    expect(found.some((e) => / bicep\.undeclared `distinkt`/.test(e))).toBe(true);
    expect(found.some((e) => / bicep\.undeclared `count`/.test(e))).toBe(true);
    expect(found.some((e) => / bicep\.undeclared `this`/.test(e))).toBe(true);
  });

  it('`this` in an existing resource is still undeclared (the compiler gives it to new resources only)', async () => {
    const content =
      "resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: this.exists() ? 'a' : 'b'\n}\n";
    expect((await errors(content)).some((e) => / bicep\.undeclared `this`/.test(e))).toBe(true);
  });

  it('a name of an extension nowhere declared is still undeclared', async () => {
    const found = await errors(fixture.replace('k8s.config.namespace', 'kube.config.namespace'));
    expect(found.some((e) => / bicep\.undeclared `kube`/.test(e))).toBe(true);
  });

  it('a multi-line string left open is still a syntax error', async () => {
    const found = await errors(fixture.replace("var quoted = ''''alpha''''", "var quoted = '''alpha"));
    expect(found.some((e) => / bicep\.syntax /.test(e))).toBe(true);
  });

  it('a test declaration (the experimental test framework) is read', async () => {
    const content = "test sample 'main.bicep' = {\n  params: {\n    location: 'westus'\n  }\n}\n";
    expect(await errors(content)).toEqual([]);
  });

  it('a resource without `name` is an error, as the compiler gives it (BCP035 errs on a system property), unless a spread may bring it', async () => {
    const stub = "resource lb 'Microsoft.Network/loadBalancers@2023-09-01' = {}\n";
    expect(await errors(stub)).toEqual([
      '1 bicep.missing-property The Microsoft.Network/loadBalancers resource `lb` is missing the required property `name`.',
    ]);
    const spread =
      "param common object\nresource lb 'Microsoft.Network/loadBalancers@2023-09-01' = {\n  ...common\n}\n";
    expect(await errors(spread)).toEqual([]);
  });
});
