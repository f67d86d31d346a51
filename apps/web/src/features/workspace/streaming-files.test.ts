import { streamingFiles } from './streaming-files';

describe('streamingFiles', () => {
  it('shows nothing before any text, and bare code as it is', () => {
    expect(streamingFiles('', 'terraform')).toEqual([]);
    expect(streamingFiles('resource "a" "b" {', 'terraform')).toEqual([{ path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {' }]);
  });

  it('strips the opening fence line while the block is still streaming', () => {
    expect(streamingFiles('```hcl\nresource "a" "b" {\n  x = 1', 'terraform-aws')).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {\n  x = 1' },
    ]);
  });

  it('does not show a fence line that is still arriving', () => {
    expect(streamingFiles('``', 'terraform')).toEqual([]);
    expect(streamingFiles('resource "a" "b" {}\n``', 'terraform')[0]!.content).toBe('resource "a" "b" {}');
  });

  it('leaves prose out and splits titled blocks into files', () => {
    const text = 'I understood: a bucket.\n\n```hcl title=main.tf\nA\n```\n\n```hcl title=variables.tf\nB\n```\n';
    expect(streamingFiles(text, 'terraform')).toEqual([
      { path: 'main.tf', language: 'hcl', content: 'A' },
      { path: 'variables.tf', language: 'hcl', content: 'B' },
    ]);
  });

  it('names a block from its first-line comment, else main<ext>, main-2<ext>', () => {
    const text = '```yaml\n# app.yaml\nkind: Pod\n```\n```yaml\nkind: Service\n```\n';
    expect(streamingFiles(text, 'kubernetes-yaml').map((f) => f.path)).toEqual(['app.yaml', 'main-2.yaml']);
  });

  it('keeps a longer fence open across an inner ``` line', () => {
    expect(streamingFiles('````md\n```\ninner\n````\n', 'terraform')[0]!.content).toBe('```\ninner');
  });
});
