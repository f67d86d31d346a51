/** The parse layer and helpers on their own: positions, JSON errors, version picking, suggestions. */
import { parseJson } from './parse/doc/parse-json';
import { parseYaml } from './parse/doc/parse-yaml';
import { parseBicep } from './parse/bicep/parse-bicep';
import { parseHcl } from './parse/hcl/parse-hcl';
import { loadHclParser } from './parse/hcl/tree-sitter';
import { evaluate, UNKNOWN } from './terraform/evaluate';
import { collectModules } from './terraform/module';
import { pickVersion, satisfies } from './terraform/versions';
import { closest } from './suggest';
import { parseArmExpression } from './arm/expressions';

describe('check helpers', () => {
  it('picks the newest bundled provider version a constraint allows, or the nearest', () => {
    expect(satisfies('5.99.1', '~> 5.80')).toBe(true);
    expect(satisfies('6.66.0', '~> 5.80')).toBe(false);
    expect(satisfies('2.38.0', '>= 2.0, < 3.0')).toBe(true);
    expect(pickVersion('~> 5.80', ['5.99.1', '6.66.0'])).toMatchObject({ index: 0, exact: true });
    expect(pickVersion(undefined, ['5.99.1', '6.66.0'])).toMatchObject({ index: 1, exact: true });
    expect(pickVersion('~> 4.0', ['5.99.1', '6.66.0'])).toMatchObject({ index: 0, exact: false });
  });

  it('suggests close names only', () => {
    expect(closest('memory', ['memory_size', 'timeout'])).toBe('memory_size');
    expect(closest('replica', ['replicas', 'selector'])).toBe('replicas');
    expect(closest('zzz', ['replicas', 'selector'])).toBeUndefined();
  });

  it('keeps positions in JSON and YAML, and turns short-form tags into their long form', () => {
    const json = parseJson('{\n  "a": [1, 2}\n}');
    expect(json.syntax[0]).toMatchObject({ span: { start: { line: 2, column: 13 } } });
    const [doc] = parseYaml('Value: !GetAtt Queue.Arn\n');
    const value = doc.root?.kind === 'map' ? doc.root.entries[0].value : undefined;
    expect(value).toMatchObject({
      kind: 'map',
      short: true,
      entries: [{ key: 'Fn::GetAtt', value: { kind: 'seq', items: [{ value: 'Queue' }, { value: 'Arn' }] } }],
    });
  });

  it('parses Bicep declarations with positions and reports syntax errors', () => {
    const ok = parseBicep(
      "@description('x')\nparam location string = 'westeurope'\nresource s 'A.B/c@2020-01-01' = {\n  name: 'n${location}'\n}\n",
    );
    expect(ok.syntax).toEqual([]);
    expect(ok.statements.map((s) => [s.kind, s.name, s.nameSpan?.start.line])).toEqual([
      ['param', 'location', 2],
      ['resource', 's', 3],
    ]);
    expect(parseBicep("var x = 'open\n").syntax[0].message).toMatch(/never closed/);
  });

  it('reads ARM expressions and says where they break', () => {
    expect(parseArmExpression("[resourceId('Microsoft.Web/sites', parameters('a'))]").calls[0].literals[0]).toBe(
      'Microsoft.Web/sites',
    );
    expect(parseArmExpression("[concat('a', 'b']").error?.message).toMatch(/never closed/);
  });

  it('parses HCL once into blocks and expressions, and evaluates variables and locals', async () => {
    await loadHclParser();
    const file = parseHcl(
      'main.tf',
      'variable "env" {\n  default = "prod"\n}\nlocals {\n  name = "app-${var.env}"\n}\nresource "aws_s3_bucket" "b" {\n  bucket = local.name\n}\n',
    );
    expect(file.syntax).toEqual([]);
    const [m] = collectModules([file]);
    const bucket = m.resources.get('aws_s3_bucket.b')!.node.body.attributes[0];
    expect(bucket.nameSpan.start).toMatchObject({ line: 8, column: 3 });
    expect(evaluate(bucket.expr, { module: m })).toBe('app-prod');
    expect(evaluate(bucket.expr, { module: m, variables: { env: UNKNOWN } })).toBe(UNKNOWN);
  });
});
