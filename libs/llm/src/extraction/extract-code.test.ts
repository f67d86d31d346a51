import { extractCode } from './extract-code';

describe('extractCode', () => {
  it('removes prose before and after a single block', () => {
    const out = extractCode('Sure! Here you go:\n\n```hcl\nresource "aws_s3_bucket" "b" {}\n```\n\nRun terraform init.', 'terraform-aws');
    expect(out.code).toBe('resource "aws_s3_bucket" "b" {}\n');
    expect(out.files).toEqual([{ path: 'main.tf', content: 'resource "aws_s3_bucket" "b" {}\n', language: 'hcl' }]);
    expect(out.language).toBe('hcl');
  });

  it('splits several blocks into files named by their first-line comment or fence title', () => {
    const text = [
      'Files:',
      '```hcl',
      '# versions.tf',
      'terraform {}',
      '```',
      'and',
      '```hcl title="variables.tf"',
      'variable "x" {}',
      '```',
      '```hcl',
      'resource "a" "b" {}',
      '```',
    ].join('\n');
    const out = extractCode(text, 'terraform-aws');
    expect(out.files.map((f) => f.path)).toEqual(['versions.tf', 'variables.tf', 'main.tf']);
    expect(out.code).toContain('# variables.tf\nvariable "x" {}');
  });

  it('keeps an unclosed last block (the model stopped early)', () => {
    const out = extractCode('Here:\n```yaml\napiVersion: v1\nkind: Namespace\n', 'kubernetes-yaml');
    expect(out.code).toBe('apiVersion: v1\nkind: Namespace\n');
  });

  it('drops shell instructions when real code is present', () => {
    const out = extractCode('```bash\nterraform init\n```\n```hcl\nlocals {}\n```', 'terraform');
    expect(out.files.map((f) => f.content)).toEqual(['locals {}\n']);
  });

  it('takes an answer without fences whole, and gives nothing for an empty answer', () => {
    expect(extractCode('  {"a": 1}\n', 'arm').code).toBe('{"a": 1}\n');
    expect(extractCode('   ', 'arm').files).toEqual([]);
  });

  it('removes a file-name comment from JSON, which has no comments', () => {
    const out = extractCode('```json\n// azuredeploy.json\n{"resources": []}\n```', 'arm');
    expect(out.files).toEqual([{ path: 'azuredeploy.json', content: '{"resources": []}\n', language: 'json' }]);
  });

  it('names repeated default files uniquely', () => {
    const out = extractCode('```yaml\na: 1\n```\n```yaml\nb: 2\n```', 'cloudformation');
    expect(out.files.map((f) => f.path)).toEqual(['main.yaml', 'main-2.yaml']);
  });

  it('does not end a ~~~ block at a ``` line inside it', () => {
    const out = extractCode('~~~hcl\nx = <<EOT\n```\nEOT\n~~~', 'terraform');
    expect(out.code).toBe('x = <<EOT\n```\nEOT\n');
  });
});
