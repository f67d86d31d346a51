/**
 * JSON files that name the template schema but are not templates (found in the t10-H2 tuning sample:
 * Azure Blueprints artifacts and a copy of the template's JSON Schema were called "not an ARM
 * template"): information, never an error, and a Blueprints template artifact's template is checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['arm']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const findings = async (content: string) =>
  (await checkFiles([{ path: 'artifact.json', content }], 'arm'))
    .filter((d) => d.code.startsWith('arm.') || d.code.startsWith('json.'))
    .map((d) => `${d.line} ${d.severity} ${d.code}`);

describe('an Azure Blueprints artifact', () => {
  it("a template artifact's template is checked as a template, and a correct one has no error", async () => {
    expect((await findings(fixture('blueprint-template-artifact.json'))).filter((f) => / error /.test(f))).toEqual([]);
  });

  it("an error in a template artifact's template is still found", async () => {
    const broken = fixture('blueprint-template-artifact.json').replace('"apiVersion": "2023-01-01",', '');
    expect(await findings(broken)).toContainEqual('18 error arm.missing-resource-key');
  });

  it('a policy assignment artifact holds no template: information, not checked', async () => {
    expect(await findings(fixture('blueprint-policy-artifact.json'))).toEqual(['1 info arm.not-checked']);
  });

  it('a JSON file with another kind is still not a template', async () => {
    const other = fixture('blueprint-policy-artifact.json').replace('"policyAssignment"', '"pipeline"');
    expect(await findings(other)).toEqual(['1 error arm.not-a-template']);
  });
});

describe('a JSON Schema document among the templates', () => {
  it('is information, not checked', async () => {
    expect(await findings(fixture('template-json-schema.json'))).toEqual(['1 info arm.not-checked']);
  });
});

describe('a parameters file whose $schema is the template schema (t10-H11, chef-partners *.parameters.dist.json)', () => {
  it('values under parameters and no resources: information, not checked', async () => {
    expect(await findings(fixture('parameters-template-schema.json'))).toEqual(['1 info arm.not-checked']);
  });

  it('a template without resources (its parameters declared with a type) is still not a template', async () => {
    const template = fixture('parameters-template-schema.json').replace(
      '"prefix": { "value": "" }',
      '"prefix": { "type": "string" }',
    );
    expect(await findings(template)).toEqual(['1 error arm.not-a-template']);
  });
});
