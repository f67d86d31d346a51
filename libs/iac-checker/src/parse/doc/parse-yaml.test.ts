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
