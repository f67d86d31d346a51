/**
 * False errors found on public CloudFormation templates in issue 27's ninth sample and the tuning
 * samples beside the tenth (t10-H2), each reproduced by a template of our own in fixtures/: correct
 * code must check with no error of its class, and the real error next to it must still be found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const errors = async (content: string, path = 'template.json') =>
  (await checkFiles([{ path, content }], 'cloudformation'))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.line} ${d.code}`);

describe('booleans written as upper-case strings (s9, not settled until cfn-lint#3953 was found)', () => {
  it('"FALSE", "TRUE" and "True" are the booleans CloudFormation and cfn-lint read, NoEcho too', async () => {
    expect(await errors(fixture('boolean-strings.json'))).toEqual([]);
  });

  it('mixed case or another word is still a type error', async () => {
    for (const word of ['"FaLsE"', '"no way"'])
      expect(
        await errors(
          fixture('boolean-strings.json').replace(
            '"DisableApiTermination": "FALSE"',
            `"DisableApiTermination": ${word}`,
          ),
        ),
      ).toEqual(['16 cloudformation.type-mismatch']);
  });

  it('a NoEcho that is no boolean is still a bad parameter', async () => {
    expect(await errors(fixture('boolean-strings.json').replace('"NoEcho": "TRUE"', '"NoEcho": "yes please"'))).toEqual(
      ['7 cloudformation.bad-parameter'],
    );
  });
});
