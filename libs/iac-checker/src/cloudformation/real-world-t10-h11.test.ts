/**
 * False errors found on public CloudFormation templates in the t10-H11 tuning samples, each
 * reproduced by a template of our own in fixtures/: correct code checks with no error of its class,
 * and the real error beside it is still found.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkFiles, prepareChecks } from '../index';

beforeAll(() => prepareChecks(['cloudformation']), 30000);

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const findings = async (content: string, path = 'template.json') =>
  (await checkFiles([{ path, content }], 'cloudformation'))
    .filter((d) => d.code.startsWith('cloudformation.') || d.code.startsWith('json.'))
    .map((d) => `${d.line} ${d.severity} ${d.code}`);
const errors = async (content: string, path = 'template.json') =>
  (await findings(content, path)).filter((f) => / error /.test(f));

describe('a property the packaging step writes from aws:asset:path / aws:asset:property (Amplify, SAM CLI)', () => {
  it('is not missing: information where the Metadata names it, no error', async () => {
    const all = await findings(fixture('asset-metadata.json'));
    expect(all.filter((f) => / error /.test(f))).toEqual([]);
    expect(all).toContainEqual('12 info cloudformation.package-path');
  });

  it('without aws:asset:path (the SAM CLI then ignores the Metadata) Code is still missing', async () => {
    const broken = fixture('asset-metadata.json').replace('"aws:asset:path": "./src",', '');
    expect(await errors(broken)).toEqual(['14 error cloudformation.missing-property']);
  });

  it('another required property is still missing', async () => {
    const broken = fixture('asset-metadata.json').replace('"Role": { "Fn::GetAtt": ["WorkerRole", "Arn"] },', '');
    expect(await errors(broken)).toEqual(['14 error cloudformation.missing-property']);
  });
});

describe('a .json template that is JSON under # comment lines (YAML, as CloudFormation and cfn-lint read it)', () => {
  it('is read as YAML and checked: no syntax error, a warning that it is not JSON', async () => {
    const all = await findings(fixture('json-under-comments.json'));
    expect(all.filter((f) => !/ info /.test(f))).toEqual(['1 warning cloudformation.json-read-as-yaml']);
  });

  it('an error inside it is still found', async () => {
    const broken = fixture('json-under-comments.json').replace('"CidrBlock" : "10.34.64.0/18"', '"CidrBlok" : "x"');
    expect(await errors(broken)).toEqual(['19 error cloudformation.unknown-property']);
  });

  it('a file that reads neither as JSON nor as YAML is still a JSON syntax error', async () => {
    const broken = fixture('json-under-comments.json').replace('"NetTwo" : {', '"NetTwo" : {{');
    expect((await errors(broken)).some((f) => f.endsWith('json.syntax'))).toBe(true);
  });
});

describe("a parameter's unquoted number default, compared as written (iamhansko Control Tower templates)", () => {
  it('`Default: 4.0` is "4.0" against an AllowedPattern, `7.50` among AllowedValues [7.50, 30]', async () => {
    expect(await errors(fixture('numeric-default.yaml'), 'template.yaml')).toEqual([]);
  });

  it('a default that does not fit as written is still an error', async () => {
    const broken = fixture('numeric-default.yaml').replace('Default: 4.0', 'Default: 4');
    expect(await errors(broken, 'template.yaml')).toEqual(['6 error cloudformation.bad-parameter']);
  });
});

describe("a Sub variable named like a resource is the variable (iamhansko codepipeline templates' role policy)", () => {
  it('is no dependency: no circle between the pipeline and its role', async () => {
    expect(await errors(fixture('sub-variable-shadows-resource.yaml'), 'template.yaml')).toEqual([]);
  });

  it('without the variable map, ${Pipeline} is the resource and the circle is real', async () => {
    const broken = fixture('sub-variable-shadows-resource.yaml').replace(
      "                  - 'arn:${AWS::Partition}:codepipeline:${AWS::Region}:${AWS::AccountId}:${Pipeline}'\n                  - Pipeline: orders-pipeline",
      "                  - 'arn:${AWS::Partition}:codepipeline:${AWS::Region}:${AWS::AccountId}:${Pipeline}'\n                  - {}",
    );
    expect(await errors(broken, 'template.yaml')).toEqual(['4 error cloudformation.circular-dependency']);
  });
});

describe("a macro's request event (JamesWoolfenden MacrosExamples/Count/event.json)", () => {
  it('is information, not checked', async () => {
    expect(await findings(fixture('macro-event.json'), 'event.json')).toEqual(['1 info cloudformation.not-checked']);
  });

  it('a file with neither Resources nor a macro event shape is still not a template', async () => {
    const other = fixture('macro-event.json')
      .replace('"requestId": "4f1e5b2c",', '')
      .replace('"transformId": "123456789012::Count",', '');
    expect(await errors(other, 'event.json')).toEqual(['1 error cloudformation.not-a-template']);
  });
});

describe('a read-only property written among the properties (JamesWoolfenden NeptuneDB: Port, now DBPort)', () => {
  it('is a warning, not an unknown property: CloudFormation ignores its value on registry-backed types', async () => {
    const all = await findings(fixture('read-only-property.yaml'), 'template.yaml');
    expect(all.filter((f) => !/ info /.test(f))).toEqual(['7 warning cloudformation.read-only-property']);
  });

  it('a name that is neither a property nor an attribute is still unknown', async () => {
    const broken = fixture('read-only-property.yaml').replace('Port: 8182', 'Portt: 8182');
    expect(await errors(broken, 'template.yaml')).toEqual(['7 error cloudformation.unknown-property']);
  });
});
