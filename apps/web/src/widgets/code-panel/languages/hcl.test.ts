import { tags } from '@lezer/highlight';
import { hclParser } from './hcl';
import { runTokenizer, styleOf } from './run-tokenizer';

const sample = `# Logs bucket
terraform {
  required_version = ">= 1.5"
}

resource "aws_s3_bucket" "logs" {
  bucket        = "\${var.project}-logs-\${local.suffix}"
  force_destroy = false
  tags = merge(local.tags, { Name = "logs" })

  lifecycle {
    prevent_destroy = true
  }
}

/* a block comment
   over two lines */
output "arn" {
  value = aws_s3_bucket.logs.arn // the bucket's ARN
  count = 3
}
`;

describe('hclParser', () => {
  const lines = runTokenizer(hclParser, sample);

  it('marks comments of all three kinds', () => {
    expect(lines[0]).toEqual([{ text: '# Logs bucket', style: 'lineComment' }]);
    expect(lines[15]).toEqual([{ text: '/* a block comment', style: 'blockComment' }]);
    expect(lines[16]).toEqual([{ text: '   over two lines */', style: 'blockComment' }]);
    expect(lines[18].at(-1)).toEqual({ text: "// the bucket's ARN", style: 'lineComment' });
  });

  it('marks block types as keywords and their labels as type and name', () => {
    expect(lines[5].slice(0, 3)).toEqual([
      { text: 'resource', style: 'keyword' },
      { text: '"aws_s3_bucket"', style: 'typeName' },
      { text: '"logs"', style: 'variableName.definition' },
    ]);
    expect(lines[1][0]).toEqual({ text: 'terraform', style: 'keyword' });
    expect(lines[10][0]).toEqual({ text: 'lifecycle', style: 'keyword' });
    expect(lines[17].slice(0, 2)).toEqual([
      { text: 'output', style: 'keyword' },
      { text: '"arn"', style: 'typeName' },
    ]);
  });

  it('splits strings around their interpolations', () => {
    expect(lines[6]).toEqual([
      { text: 'bucket', style: 'propertyName' },
      { text: '=', style: 'operator' },
      { text: '"', style: 'string' },
      { text: '${', style: 'meta' },
      { text: 'var', style: 'variableName' },
      { text: '.', style: 'punctuation' },
      { text: 'project', style: 'variableName' },
      { text: '}', style: 'meta' },
      { text: '-logs-', style: 'string' },
      { text: '${', style: 'meta' },
      { text: 'local', style: 'variableName' },
      { text: '.', style: 'punctuation' },
      { text: 'suffix', style: 'variableName' },
      { text: '}', style: 'meta' },
      { text: '"', style: 'string' },
    ]);
  });

  it('marks attributes, functions, booleans and numbers', () => {
    expect(styleOf(lines, 'force_destroy')).toBe('propertyName');
    expect(styleOf(lines, 'false')).toBe('bool');
    expect(styleOf(lines, 'merge')).toBe('variableName.function');
    expect(styleOf(lines, 'Name')).toBe('propertyName');
    expect(styleOf(lines, '3')).toBe('number');
  });

  it('keeps object braces inside an interpolation from closing it', () => {
    const [line] = runTokenizer(hclParser, 'x = "${ { a = 1 }.a } done"');
    expect(line.map((t) => t.style)).toEqual([
      'propertyName',
      'operator',
      'string',
      'meta',
      'brace',
      'propertyName',
      'operator',
      'number',
      'brace',
      'punctuation',
      'variableName',
      'meta',
      'string',
    ]);
    expect(line.at(-1)?.text).toBe(' done"');
  });

  it('reads heredocs with interpolation up to their terminator', () => {
    const lines = runTokenizer(hclParser, 'user_data = <<-EOT\n  echo ${var.name} # not a comment\n  EOT\nnext = 1');
    expect(lines[0].at(-1)).toEqual({ text: '<<-EOT', style: 'string.special' });
    expect(lines[1].map((t) => t.style)).toEqual([
      'string',
      'meta',
      'variableName',
      'punctuation',
      'variableName',
      'meta',
      'string',
    ]);
    expect(lines[2]).toEqual([{ text: '  EOT', style: 'string.special' }]);
    expect(lines[3][0]).toEqual({ text: 'next', style: 'propertyName' });
  });

  it('treats $${ as a literal and template directives as keywords', () => {
    expect(runTokenizer(hclParser, 'a = "$${literal}"')[0].slice(2)).toEqual([
      { text: '"$${literal}"', style: 'string' },
    ]);
    const [line] = runTokenizer(hclParser, 'a = "%{ if x }yes%{ endif }"');
    expect(line.filter((t) => t.style === 'keyword').map((t) => t.text)).toEqual(['if', 'endif']);
  });

  it('recovers on the next line after an unclosed string (half-streamed code)', () => {
    const lines = runTokenizer(hclParser, 'a = "unfinished\nb = 2');
    expect(lines[1]).toEqual([
      { text: 'b', style: 'propertyName' },
      { text: '=', style: 'operator' },
      { text: '2', style: 'number' },
    ]);
  });

  it('marks for-expression keywords', () => {
    const [line] = runTokenizer(hclParser, 'names = [for s in var.list : upper(s) if s != ""]');
    expect(line.filter((t) => t.style === 'keyword').map((t) => t.text)).toEqual(['for', 'in', 'if']);
  });

  it('returns only names CodeMirror knows as highlighting tags', () => {
    const styles = new Set(
      lines
        .flat()
        .map((t) => t.style)
        .filter((s): s is string => s !== null),
    );
    for (const style of styles) for (const part of style.split('.')) expect(tags).toHaveProperty(part);
  });
});
