/**
 * Bicep parameters files (.bicepparam) are read and checked: syntax, names declared twice or
 * nowhere. Before, the checker never read them (and the bench skipped them); their `param name =
 * value` (no type) is not a template's parameter. Fixture of our own in the compiler's forms.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['bicep']), 30000);

const fixture = readFileSync(join(__dirname, 'fixtures', 'parameters.bicepparam'), 'utf8');
const findings = async (content: string, path = 'main.bicepparam') =>
  (await checkFiles([{ path, content }], 'bicep'))
    .filter((d) => d.code.startsWith('bicep.') && d.severity === 'error')
    .map((d) => `${d.line} ${d.code} ${d.message}`);

describe('a Bicep parameters file', () => {
  it('has no error', async () => {
    expect(await findings(fixture)).toEqual([]);
  });

  it('a parameter without a value and one assigned twice are errors', async () => {
    const found = await findings(
      fixture
        .replace("param buildId = readEnvironmentVariable('BUILD_ID', 'local')", 'param buildId')
        .replace("param fromCli = externalInput('sys.cli', 'fromCli')", "param location = 'northeurope'"),
    );
    expect(found.some((e) => /^21 bicep\.syntax .*expected `=`/.test(e))).toBe(true);
    expect(found.some((e) => /^22 bicep\.duplicate-declaration /.test(e))).toBe(true);
  });

  it('a name declared nowhere is an error', async () => {
    const found = await findings(fixture.replace('region: location', 'region: regoin'));
    expect(found).toEqual([expect.stringMatching(/^18 bicep\.undeclared `regoin`/)]);
  });

  it('extending another file, names of the base are not called undeclared', async () => {
    const content = "using './main.bicep'\nextends './shared.bicepparam'\nparam name = '${prefix}-app'\n";
    expect(await findings(content)).toEqual([]);
  });

  it('the same text as a template (.bicep) is still a syntax error: a template parameter needs a type', async () => {
    expect((await findings("param location = 'westeurope'\n", 'main.bicep')).length).toBeGreaterThan(0);
  });
});
