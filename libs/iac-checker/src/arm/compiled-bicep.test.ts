/**
 * What the Bicep compiler writes into ARM JSON that the checker called wrong (t10-H17 tuning sample,
 * compiled main.json files): functions it emits as they are, the experimental `asserts` section, and
 * a deployment stack request body whose template sits under properties.template.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['arm']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const findings = async (content: string) =>
  (await checkFiles([{ path: 'main.json', content }], 'arm'))
    .filter((d) => d.code.startsWith('arm.') || d.code.startsWith('json.'))
    .map((d) => `${d.line} ${d.severity} ${d.code}`);
const errors = async (content: string) => (await findings(content)).filter((f) => / error /.test(f));

describe('functions the Bicep compiler writes unchanged', () => {
  it('toLogicalZone(s), toPhysicalZone(s), parseUri, buildUri, distinct and like are ARM functions', async () => {
    expect(await errors(fixture('compiled-bicep-functions.json'))).toEqual([]);
  });

  it('a function no one defines is still unknown', async () => {
    const broken = fixture('compiled-bicep-functions.json').replace('[distinct(', '[distinctValues(');
    expect(await errors(broken)).toEqual(['42 error arm.unknown-function']);
  });
});

describe("Bicep's asserts section", () => {
  it('is a section under an experimental languageVersion', async () => {
    expect(await errors(fixture('compiled-bicep-asserts.json'))).toEqual([]);
  });

  it("a resource's @options (Bicep's @retryOn / @waitUntil) is the template's, not the resource body's", async () => {
    expect(
      (await findings(fixture('compiled-bicep-asserts.json'))).filter((f) => f.includes('arm.unknown-property')),
    ).toEqual([]);
    const typo = fixture('compiled-bicep-asserts.json').replace('"@options"', '"options"');
    expect((await findings(typo)).filter((f) => f.includes('arm.unknown-property')).length).toBe(1);
  });

  it('is still an unknown section under languageVersion 2.0', async () => {
    const stable = fixture('compiled-bicep-asserts.json').replace('"2.1-experimental"', '"2.0"');
    const line = stable.split('\n').findIndex((l) => l.includes('"asserts"')) + 1;
    expect(await errors(stable)).toEqual([`${line} error arm.unknown-section`]);
  });
});

describe('a deployment stack request body (properties.template)', () => {
  it('its template is checked as a template, and a correct one has no error', async () => {
    expect(await errors(fixture('deployment-stack-request.json'))).toEqual([]);
  });

  it("an error in the body's template is still found", async () => {
    const broken = fixture('deployment-stack-request.json').replace('"apiVersion": "2023-01-01",', '');
    expect(await errors(broken)).toEqual(['12 error arm.missing-resource-key']);
  });

  it('a body whose template has no template schema is still not a template', async () => {
    const other = fixture('deployment-stack-request.json').replace('deploymentTemplate.json#', 'other.json#');
    expect(await errors(other)).toEqual(['1 error arm.not-a-template']);
  });
});
