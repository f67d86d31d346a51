import { tags } from '@lezer/highlight';
import { bicepParser } from './bicep';
import { runTokenizer, styleOf } from './run-tokenizer';

const sample = `targetScope = 'resourceGroup'

@description('Storage account name')
param storageName string = 'st\${uniqueString(resourceGroup().id)}'
param location string = resourceGroup().location

// The account itself
resource storage 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: storageName
  location: location
  properties: {
    supportsHttpsTrafficOnly: true
    minimumTlsVersion: 'TLS1_2'
  }
  tags: {
    count: 3
  }
}

/* multi
   line */
var script = '''
no \${interpolation} here
'''
output id string = storage.id
`;

describe('bicepParser', () => {
  const lines = runTokenizer(bicepParser, sample);

  it('marks declarations: keyword, symbolic name, type', () => {
    expect(lines[7].slice(0, 3)).toEqual([
      { text: 'resource', style: 'keyword' },
      { text: 'storage', style: 'variableName.definition' },
      { text: "'Microsoft.Storage/storageAccounts@2023-01-01'", style: 'typeName' },
    ]);
    expect(lines[4].slice(0, 3).map((t) => t.style)).toEqual(['keyword', 'variableName.definition', 'typeName']);
    expect(lines[24].slice(0, 3).map((t) => t.style)).toEqual(['keyword', 'variableName.definition', 'typeName']);
  });

  it('marks targetScope, decorators, properties, booleans and numbers', () => {
    expect(lines[0][0]).toEqual({ text: 'targetScope', style: 'keyword' });
    expect(lines[2][0]).toEqual({ text: '@description', style: 'meta' });
    expect(styleOf(lines, 'supportsHttpsTrafficOnly')).toBe('propertyName');
    expect(styleOf(lines, 'true')).toBe('bool');
    expect(styleOf(lines, '3')).toBe('number');
    expect(styleOf(lines, 'uniqueString')).toBe('variableName.function');
  });

  it('does not take a property named like a keyword for a declaration', () => {
    expect(lines[10][0]).toEqual({ text: 'properties', style: 'propertyName' });
    expect(runTokenizer(bicepParser, "  type: 'x'")[0][0]).toEqual({ text: 'type', style: 'propertyName' });
  });

  it('splits single-quoted strings around interpolations, with nested calls', () => {
    expect(lines[3].slice(4).map((t) => [t.text, t.style])).toEqual([
      ["'st", 'string'],
      ['${', 'meta'],
      ['uniqueString', 'variableName.function'],
      ['(', 'paren'],
      ['resourceGroup', 'variableName.function'],
      ['()', 'paren'],
      ['.', 'punctuation'],
      ['id', 'variableName'],
      [')', 'paren'],
      ['}', 'meta'],
      ["'", 'string'],
    ]);
  });

  it('treats escaped quotes as part of the string', () => {
    const [line] = runTokenizer(bicepParser, "var s = 'it\\'s' // done");
    expect(line.slice(3)).toEqual([
      { text: "'it\\'s'", style: 'string' },
      { text: '// done', style: 'lineComment' },
    ]);
  });

  it("reads block comments and ''' strings across lines, verbatim", () => {
    expect(lines[19]).toEqual([{ text: '/* multi', style: 'blockComment' }]);
    expect(lines[20]).toEqual([{ text: '   line */', style: 'blockComment' }]);
    expect(lines[21].at(-1)).toEqual({ text: "'''", style: 'string' });
    expect(lines[22]).toEqual([{ text: 'no ${interpolation} here', style: 'string' }]);
    expect(lines[23]).toEqual([{ text: "'''", style: 'string' }]);
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
