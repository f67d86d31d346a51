import { parseYaml } from './parse-yaml';

describe('YAML read as PyYAML and go-yaml read it', () => {
  it('reads a carriage return alone as the end of a line, as PyYAML does', () => {
    const [doc] = parseYaml('kind: note\rareas:\r  - routing\rtext: |\r  Fixed: a label\r');
    expect(doc.syntax).toEqual([]);
    const values = doc.root?.kind === 'map' ? doc.root.entries.map((e) => e.key) : [];
    expect(values).toEqual(['kind', 'areas', 'text']);
    expect(doc.root?.kind === 'map' && doc.root.entries[2].keySpan.start.line).toBe(4);
  });
});

describe('a comment touching the quote or bracket before it', () => {
  it('is tolerated, not a syntax error, and the values are the ones PyYAML reads', () => {
    const [doc] = parseYaml("name: 'orders'# queue\nports: [80]# web\nnote: a#b\n");
    expect(doc.syntax).toEqual([]);
    expect(doc.tolerated?.map((t) => t.span.start.line)).toEqual([1, 2]);
    const values = doc.root?.kind === 'map' ? doc.root.entries.map((e) => e.value) : [];
    expect(values.map((v) => (v.kind === 'scalar' ? v.value : v.kind))).toEqual(['orders', 'seq', 'a#b']);
  });

  it('other syntax errors stay errors', () => {
    const [doc] = parseYaml("name: 'orders' extra\n");
    expect(doc.syntax.length).toBeGreaterThan(0);
    expect(doc.tolerated).toBeUndefined();
  });
});
