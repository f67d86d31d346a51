/**
 * An undeclared name used only inside a branch of `if()` (issue 27): Azure evaluates only the branch
 * taken, so a branch the file's own constants never take says nothing, one taken on a condition the
 * checker cannot work out is a warning naming that condition, and the taken branch or any use
 * outside if() stays an error. Fixture of our own: fixtures/if-branches.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['arm']), 30000);

const fixture = readFileSync(join(__dirname, 'fixtures', 'if-branches.json'), 'utf8');
const run = async (content: string) =>
  (await checkFiles([{ path: 'azuredeploy.json', content }], 'arm')).filter((d) => /undeclared/.test(d.code));
const lines = async (content: string) => (await run(content)).map((d) => `${d.line} ${d.severity} ${d.code}`);

describe('undeclared names inside if()', () => {
  it('an untaken constant branch is silent; an unknown condition is a warning; nothing is an error', async () => {
    expect(await lines(fixture)).toEqual([
      '12 warning arm.undeclared-in-branch',
      '19 warning arm.undeclared-in-branch',
    ]);
  });

  it('the warning names the condition and the branch', async () => {
    const [region, sink] = await run(fixture);
    expect(region.message).toContain("contains('Basic Standard', parameters('edition'))");
    expect(region.message).toMatch(/premiumRegion.*is false/);
    expect(sink.message).toMatch(/diagnosticsSink.*parameters\('useDiagnostics'\).* is true/);
  });

  it('the taken branch is judged: a constant condition that takes it makes it an error', async () => {
    const taken = fixture
      .replace("equals('a', 'b')", "equals('a', 'a')")
      .replace('"defaultValue": "new"', '"defaultValue": "existing"')
      .replace("equals(variables('tier'), 'Standard')", "equals(variables('tier'), 'Premium')");
    expect(await lines(taken)).toEqual([
      '11 error arm.undeclared-parameter',
      '12 warning arm.undeclared-in-branch',
      '16 error arm.undeclared-parameter',
      '17 error arm.undeclared-parameter',
      '19 warning arm.undeclared-in-branch',
    ]);
  });

  it('a use outside if(), or in its condition, stays an error', async () => {
    const outside = fixture
      .replace("'created', parameters('existingAccountName'))", "'created', 'kept')")
      .replace(
        '"value": "[variables(\'region\')]"',
        '"value": "[concat(variables(\'region\'), parameters(\'existingAccountName\'))]"',
      )
      .replace(
        "if(parameters('useDiagnostics'), variables('diagnosticsSink')",
        "if(parameters('useDiagnostic'), variables('diagnosticsSink')",
      );
    expect(await lines(outside)).toEqual([
      '12 warning arm.undeclared-in-branch',
      '19 error arm.undeclared-parameter',
      '19 warning arm.undeclared-in-branch',
      '22 error arm.undeclared-parameter',
    ]);
  });
});
