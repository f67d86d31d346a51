import { combinedCode } from './combined-code';
import { extractFiles } from './extract-files';

const streaming = { complete: false };

// The cases of libs/llm/src/extraction/extract-code.test.ts (the worker's final files).
describe('extractFiles on a complete answer (the worker)', () => {
  it('removes prose before and after a single block', () => {
    const files = extractFiles(
      'Sure! Here you go:\n\n```hcl\nresource "aws_s3_bucket" "b" {}\n```\n\nRun terraform init.',
      'terraform-aws',
    );
    expect(files).toEqual([{ path: 'main.tf', content: 'resource "aws_s3_bucket" "b" {}\n', language: 'hcl' }]);
    expect(combinedCode(files, 'terraform-aws')).toBe('resource "aws_s3_bucket" "b" {}\n');
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
    const files = extractFiles(text, 'terraform-aws');
    expect(files.map((f) => f.path)).toEqual(['versions.tf', 'variables.tf', 'main.tf']);
    expect(combinedCode(files, 'terraform-aws')).toContain('# variables.tf\nvariable "x" {}');
  });

  it('keeps an unclosed last block (the model stopped early)', () => {
    const files = extractFiles('Here:\n```yaml\napiVersion: v1\nkind: Namespace\n', 'kubernetes-yaml');
    expect(combinedCode(files, 'kubernetes-yaml')).toBe('apiVersion: v1\nkind: Namespace\n');
  });

  it('drops shell instructions when real code is present', () => {
    const files = extractFiles('```bash\nterraform init\n```\n```hcl\nlocals {}\n```', 'terraform');
    expect(files.map((f) => f.content)).toEqual(['locals {}\n']);
  });

  it('takes an answer without fences whole, and gives nothing for an empty answer', () => {
    // Changed: only leading blank lines are dropped, as in a block; the first line keeps its
    // indentation (the old parser trimmed it, which breaks an indented YAML answer).
    expect(extractFiles('  {"a": 1}\n', 'arm')).toEqual([
      { path: 'main.json', content: '  {"a": 1}\n', language: 'json' },
    ]);
    expect(extractFiles('\n\n{"a": 1}\n\n', 'arm')[0]!.content).toBe('{"a": 1}\n');
    expect(extractFiles('   ', 'arm')).toEqual([]);
  });

  it('removes a file-name comment from JSON, which has no comments', () => {
    const files = extractFiles('```json\n// azuredeploy.json\n{"resources": []}\n```', 'arm');
    expect(files).toEqual([{ path: 'azuredeploy.json', content: '{"resources": []}\n', language: 'json' }]);
  });

  it('names repeated default files uniquely', () => {
    const files = extractFiles('```yaml\na: 1\n```\n```yaml\nb: 2\n```', 'cloudformation');
    expect(files.map((f) => f.path)).toEqual(['main.yaml', 'main-2.yaml']);
  });

  it('does not end a ~~~ block at a ``` line inside it', () => {
    const files = extractFiles('~~~hcl\nx = <<EOT\n```\nEOT\n~~~', 'terraform');
    expect(combinedCode(files, 'terraform')).toBe('x = <<EOT\n```\nEOT\n');
  });
});

// The cases of apps/web/src/features/workspace/streaming-files.test.ts (the browser's live files).
describe('extractFiles on a streaming answer (the browser)', () => {
  it('shows nothing before any text, nor bare code (it may be prose before a fence)', () => {
    expect(extractFiles('', 'terraform', streaming)).toEqual([]);
    // Changed: the old browser showed bare text as main.tf while streaming.
    expect(extractFiles('resource "a" "b" {', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('resource "a" "b" {', 'terraform')).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {\n' },
    ]);
  });

  it('strips the opening fence line while the block is still streaming', () => {
    expect(extractFiles('```hcl\nresource "a" "b" {\n  x = 1', 'terraform-aws', streaming)).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {\n  x = 1' },
    ]);
  });

  it('does not show a fence line that is still arriving', () => {
    expect(extractFiles('``', 'terraform', streaming)).toEqual([]);
    // Changed: bare code is not shown while streaming (the old browser showed 'resource "a" "b" {}').
    expect(extractFiles('resource "a" "b" {}\n``', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('```hcl\nresource "a" "b" {}\n``', 'terraform', streaming)).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {}\n' },
    ]);
  });

  it('leaves prose out and splits titled blocks into files', () => {
    const text = 'I understood: a bucket.\n\n```hcl title=main.tf\nA\n```\n\n```hcl title=variables.tf\nB\n```\n';
    // Changed: a closed block is finished, so it ends with a line break, as the worker's file does.
    expect(extractFiles(text, 'terraform', streaming)).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'A\n' },
      { path: 'variables.tf', language: 'hcl', content: 'B\n' },
    ]);
  });

  it('names a block from its first-line comment, else main<ext>, made unique in order', () => {
    const text = '```yaml\n# app.yaml\nkind: Pod\n```\n```yaml\nkind: Service\n```\n';
    // Changed: the old browser numbered unnamed blocks by position ('main-2.yaml' here).
    expect(extractFiles(text, 'kubernetes-yaml', streaming).map((f) => f.path)).toEqual(['app.yaml', 'main.yaml']);
  });

  it('keeps a longer fence open across an inner ``` line', () => {
    expect(extractFiles('````md\n```\ninner\n````\n', 'terraform', streaming)[0]!.content).toBe('```\ninner\n');
  });
});

describe('extractFiles: one name from the first character to completion', () => {
  it('streams a block starting with `# prod.tfvars` as prod.tfvars', () => {
    const text = 'Values:\n```hcl\n# prod.tfvars\nregion = "eu-west-1"\n```\n';
    const expected = { path: 'prod.tfvars', language: 'hcl', content: '# prod.tfvars\nregion = "eu-west-1"\n' };
    expect(extractFiles('Values:\n```hcl\n# prod.tfv', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('Values:\n```hcl\n# prod.tfvars\nreg', 'terraform', streaming)).toEqual([
      { ...expected, content: '# prod.tfvars\nreg' },
    ]);
    expect(extractFiles(text, 'terraform', streaming)).toEqual([expected]);
    expect(extractFiles(text, 'terraform')).toEqual([expected]);
  });

  it('never shows a trailing shell block, while streaming or after', () => {
    const text = '```hcl\nlocals {}\n```\nThen run:\n```bash\nterraform init\nterraform apply\n```\n';
    for (const complete of [false, true])
      expect(extractFiles(text.slice(0, 60), 'terraform', { complete }).map((f) => f.path)).toEqual(['main.tf']);
    expect(extractFiles(text, 'terraform')).toEqual([{ path: 'main.tf', language: 'hcl', content: 'locals {}\n' }]);
  });

  it('gives no file for an answer of shell instructions only (the old worker kept them as main.tf)', () => {
    expect(extractFiles('Run:\n```bash\nterraform init\n```\n', 'terraform')).toEqual([]);
    expect(extractFiles('```console\n$ kubectl apply -f .\n```\n```text\nok\n```', 'kubernetes-yaml')).toEqual([]);
  });

  it('waits for the first non-blank line to be complete before showing a block', () => {
    expect(extractFiles('```hcl\n', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('```hcl\n\n  \n# var', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('```hcl\n\n  \n# variables.tf\n', 'terraform', streaming)).toEqual([
      { path: 'variables.tf', language: 'hcl', content: '# variables.tf\n' },
    ]);
  });

  it('does not recognise a fence on the line still arriving', () => {
    expect(extractFiles('Here:\n```hcl', 'terraform', streaming)).toEqual([]);
    expect(extractFiles('```hcl\na = 1\n```', 'terraform', streaming)).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'a = 1\n' },
    ]);
    expect(extractFiles('```hcl\na = 1\n```\n```hcl\n', 'terraform', streaming)).toHaveLength(1);
  });
});

describe('extractFiles: fences', () => {
  it('reads \\r\\n line ends like \\n', () => {
    expect(extractFiles('Here:\r\n```hcl\r\na = 1\r\n\r\n```\r\nDone.\r\n', 'terraform')).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'a = 1\n' },
    ]);
    expect(extractFiles('```hcl\r\na = 1\r\nb = 2\r', 'terraform', streaming)[0]!.content).toBe('a = 1\nb = 2');
  });

  it('accepts up to 3 spaces before a fence, and a closing fence at least as long with trailing spaces', () => {
    expect(extractFiles('   ```hcl\na = 1\n   ````  \nprose', 'terraform')[0]!.content).toBe('a = 1\n');
    // Four spaces: prose (an indented code block in CommonMark), so the last line opens an empty block.
    expect(extractFiles('    ```hcl\na = 1\n```', 'terraform')).toEqual([]);
  });

  it('does not close a block at a shorter fence, another character, or a fence followed by text', () => {
    const text = '````hcl\n```\n~~~~\n```` x\nend\n````\nprose';
    expect(extractFiles(text, 'terraform')[0]!.content).toBe('```\n~~~~\n```` x\nend\n');
  });

  it('keeps leading indentation and drops leading blank lines and trailing whitespace', () => {
    expect(extractFiles('```yaml\n\n\n  a: 1\n  b: 2  \n\n\n```', 'kubernetes-yaml')[0]!.content).toBe(
      '  a: 1\n  b: 2\n',
    );
  });

  it('takes an unclosed block as finished once complete, and holds back a line that may close it', () => {
    expect(extractFiles('```hcl\na = 1\n~~', 'terraform', streaming)[0]!.content).toBe('a = 1\n~~');
    expect(extractFiles('```hcl\na = 1\n ``', 'terraform', streaming)[0]!.content).toBe('a = 1\n');
    expect(extractFiles('```hcl\na = 1\n``', 'terraform')[0]!.content).toBe('a = 1\n``\n');
  });

  it('gives no file for a blank block, and the blank block takes no name', () => {
    expect(extractFiles('```hcl\n\n```\n```hcl\na = 1\n```', 'terraform')).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'a = 1\n' },
    ]);
  });

  it('gives no file for an answer whose only fence is its last line', () => {
    expect(extractFiles('Here it comes:\n```hcl', 'terraform')).toEqual([]);
  });
});

describe('extractFiles: names', () => {
  it.each([
    ['hcl title=main.tf', 'main.tf'],
    ['hcl title="variables.tf"', 'variables.tf'],
    ["hcl filename='outputs.tf'", 'outputs.tf'],
    ['hcl file=versions.tf', 'versions.tf'],
    ['hcl path=modules/vpc/main.tf', 'modules/vpc/main.tf'],
    ['{.hcl title="a b.tf"}', 'a b.tf'],
    ['hcl:variables.tf', 'variables.tf'],
    ['yaml deployment.yaml', 'deployment.yaml'],
    ['YAML Service.YML', 'Service.YML'],
    ['hcl title=./network.tf', 'network.tf'],
    ['python title=functions/app/index.py', 'functions/app/index.py'],
    ['hcl example.com', 'main.tf'],
    ['hcl title=../escape.tf', 'main.tf'],
    ['hcl title=/etc/escape.tf', 'main.tf'],
    ['hcl title=C:\\escape.tf', 'main.tf'],
    ['hcl title=modules//vpc.tf', 'main.tf'],
    ['hcl title=../x.tf other.tf', 'other.tf'],
    ['main.tf', 'main.tf'],
    ['subtitle=x.tf', 'main.tf'],
  ])('fence info `%s` names the file %s', (info, path) => {
    expect(extractFiles(`\`\`\`${info}\na = 1\n\`\`\``, 'terraform')[0]!.path).toBe(path);
  });

  it.each([
    ['# main.tf', 'main.tf'],
    ['// main.tf', 'main.tf'],
    ['  #   file: variables.tf  ', 'variables.tf'],
    ['# filename: prod.tfvars', 'prod.tfvars'],
    ['# ./outputs.tf', 'outputs.tf'],
    ['# ../escape.tf', 'main.tf'],
    ['# /abs.tf', 'main.tf'],
    ['# notes.txt', 'main.tf'],
    ['# main.tf is the entry point', 'main.tf'],
    ['# see network.tf', 'main.tf'],
  ])('first line `%s` names the file %s', (line, path) => {
    expect(extractFiles(`\`\`\`hcl\n${line}\na = 1\n\`\`\``, 'terraform')[0]).toEqual({
      path,
      language: 'hcl',
      content: `${line}\na = 1\n`,
    });
  });

  it('prefers the info string over the first-line comment, and reads that comment only on the first non-blank line', () => {
    expect(extractFiles('```hcl title=a.tf\n# b.tf\nx = 1\n```', 'terraform')[0]!.path).toBe('a.tf');
    expect(extractFiles('```hcl\n\n# b.tf\nx = 1\n```', 'terraform')[0]!.path).toBe('b.tf');
    expect(extractFiles('```hcl\nx = 1\n# b.tf\n```', 'terraform')[0]!.path).toBe('main.tf');
  });

  it('makes repeated names unique in order, without regard to case', () => {
    const text = ['a.tf', 'main.tf', 'a.tf', 'A.tf', 'main.tf', 'main-2.tf']
      .map((name) => `\`\`\`hcl title=${name}\nx = 1\n\`\`\``)
      .concat('```hcl\ny = 1\n```')
      .join('\n');
    expect(extractFiles(text, 'terraform').map((f) => f.path)).toEqual([
      'a.tf',
      'main.tf',
      'a-2.tf',
      'A-3.tf',
      'main-2.tf',
      'main-2-2.tf',
      'main-3.tf',
    ]);
  });

  it('numbers a name before its extension, and a dotfile or a name without extension at its end', () => {
    const twice = (name: string) =>
      extractFiles(`~~~hcl title=${name}\nx\n~~~\n~~~hcl title=${name}\nx\n~~~`, 'terraform').map((f) => f.path);
    expect(twice('modules/vpc/main.tf')).toEqual(['modules/vpc/main.tf', 'modules/vpc/main-2.tf']);
    expect(twice('.env')).toEqual(['.env', '.env-2']);
    expect(twice('v1.2/Dockerfile')).toEqual(['v1.2/Dockerfile', 'v1.2/Dockerfile-2']);
  });
});

describe('extractFiles: languages and name comments', () => {
  it('takes the language from the extension, else from the format', () => {
    const text = [
      '```yaml title=values.yaml\na: 1\n```',
      '```json\n// main.parameters.json\n{}\n```',
      '```hcl title=prod.tfvars\nx = 1\n```',
      '```bicep\nparam p string\n```',
    ].join('\n');
    expect(extractFiles(text, 'bicep').map((f) => [f.path, f.language])).toEqual([
      ['values.yaml', 'yaml'],
      ['main.parameters.json', 'json'],
      ['prod.tfvars', 'hcl'],
      ['main.bicep', 'bicep'],
    ]);
  });

  it('removes a name comment only where it is not a comment of the file (JSON; // in YAML; # in Bicep)', () => {
    const first = (block: string, format: Parameters<typeof extractFiles>[1]) => extractFiles(block, format)[0];
    expect(first('```yaml\n// app.yaml\n\nkind: Pod\n```', 'kubernetes-yaml')).toEqual({
      path: 'app.yaml',
      language: 'yaml',
      content: 'kind: Pod\n',
    });
    expect(first('```yaml\n# app.yaml\nkind: Pod\n```', 'kubernetes-yaml')!.content).toBe('# app.yaml\nkind: Pod\n');
    expect(first('```bicep\n# main.bicep\nparam p string\n```', 'bicep')!.content).toBe('param p string\n');
    expect(first('```bicep\n// main.bicep\nparam p string\n```', 'bicep')!.content).toBe(
      '// main.bicep\nparam p string\n',
    );
    // A comment naming an unsafe path is still a comment JSON cannot hold.
    expect(first('```json\n// ../x.json\n{}\n```', 'arm')).toEqual({
      path: 'main.json',
      language: 'json',
      content: '{}\n',
    });
  });

  it('gives no file for a JSON block holding only its name comment, while streaming or after', () => {
    const text = '```json\n// azuredeploy.json\n\n```\n';
    expect(extractFiles(text.slice(0, 27), 'arm', streaming)).toEqual([]);
    expect(extractFiles(text, 'arm', streaming)).toEqual([]);
    expect(extractFiles(text, 'arm')).toEqual([]);
    expect(extractFiles('```json\n// azuredeploy.json\n{\n', 'arm', streaming)).toEqual([
      { path: 'azuredeploy.json', language: 'json', content: '{\n' },
    ]);
  });
});
