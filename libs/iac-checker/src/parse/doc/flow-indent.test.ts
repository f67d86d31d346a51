import { indentFlowContinuations } from './flow-indent';
import { parseYaml } from './parse-yaml';

describe('flow lines under their key, read as PyYAML reads them', () => {
  it('indents only the lines inside an open flow collection or quoted string', () => {
    const text = "a:\n  b: !Sub '{\n    \"x\": 1\n  }'\n  c: [1,\n  2]\n  d: |\n    [x\n  e: it's\n";
    expect(indentFlowContinuations(text)?.text).toBe(
      "a:\n  b: !Sub '{\n    \"x\": 1\n   }'\n  c: [1,\n   2]\n  d: |\n    [x\n  e: it's\n",
    );
    expect(indentFlowContinuations('a: [1,\n    2]\nb: |\n  [x\n')).toBeUndefined();
  });

  it('reads the same values, with spans in the text as written', () => {
    const [doc] = parseYaml('a:\n  b: !Sub \'{\n    "x": 1\n  }\'\n  c: [1,\n  2]\n');
    expect(doc.syntax).toEqual([]);
    const a = doc.root?.kind === 'map' ? doc.root.entries[0].value : undefined;
    const entries = a?.kind === 'map' ? a.entries : [];
    const sub = entries[0].value;
    expect(sub.kind === 'map' && sub.entries[0].value.kind === 'scalar' && sub.entries[0].value.value).toBe(
      '{ "x": 1 }',
    );
    // `2]` is on line 6 at column 3 as written (the re-read text has it at column 4).
    expect(entries[1].value.span.end).toMatchObject({ line: 6, column: 5 });
  });

  it("indents beyond the key of a sequence entry’s mapping (`- description: 'text`), as generated CRDs write it", () => {
    // Continuation lines at the dash's column: inside the entry's mapping (column 5) for PyYAML, not for YAML 1.2.
    const text =
      "columns:\n  - description: 'When the object was made, as the server\n    records it. Read-only.'\n    jsonPath: .metadata.creationTimestamp\n    name: Age\n";
    const [doc] = parseYaml(text);
    expect(doc.syntax).toEqual([]);
    const columns = doc.root?.kind === 'map' ? doc.root.entries[0].value : undefined;
    const entry = columns?.kind === 'seq' ? columns.items[0] : undefined;
    const values = entry?.kind === 'map' ? entry.entries.map((e) => e.value.kind === 'scalar' && e.value.value) : [];
    // The values PyYAML reads (yaml.safe_load).
    expect(values).toEqual([
      'When the object was made, as the server records it. Read-only.',
      '.metadata.creationTimestamp',
      'Age',
    ]);
  });

  it('reads a double-quoted string whose lines hold escaped quotes and whose last line stands under its key', () => {
    // The `yaml` package ends such a string at the short line and calls the `}"` after it
    // "unexpected" (no word of indentation); PyYAML reads `{ "id": "42" }` (yaml.safe_load).
    const text = 'Outputs:\n  Sample:\n    Value: "{\n      \\"id\\": \\"42\\"\n    }"\n  Other:\n    Value: 1\n';
    const [doc] = parseYaml(text);
    expect(doc.syntax).toEqual([]);
    const outputs = doc.root?.kind === 'map' ? doc.root.entries[0].value : undefined;
    const sample = outputs?.kind === 'map' ? outputs.entries[0].value : undefined;
    const value = sample?.kind === 'map' ? sample.entries[0].value : undefined;
    expect(value?.kind === 'scalar' && value.value).toBe('{ "id": "42" }');
    expect(outputs?.kind === 'map' && outputs.entries.map((e) => e.key)).toEqual(['Sample', 'Other']);
  });

  it('keeps the strict errors when the re-read text is broken too', () => {
    expect(parseYaml("a: '{\n  x\nb: [1,\n").every((d) => d.syntax.length > 0)).toBe(true);
  });

  it('reads a lone `-` in a flow collection as the string "-", as libyaml, PyYAML and go-yaml do', () => {
    // yaml.safe_load (PyYAML 6.0.3) of each line gives the values expected here.
    const text =
      'name: !Join [-, [!Ref Env, api]]\nparts: !Split [ -, !Ref Pair]\nlast: [a, -]\ntag: {Key: team, Value: -}\n';
    expect(indentFlowContinuations(text)?.text).toBe(
      "name: !Join ['-', [!Ref Env, api]]\nparts: !Split [ '-', !Ref Pair]\nlast: [a, '-']\ntag: {Key: team, Value: '-'}\n",
    );
    const [doc] = parseYaml(text);
    expect(doc.syntax).toEqual([]);
    const entries = doc.root?.kind === 'map' ? doc.root.entries : [];
    const join = entries[0].value.kind === 'map' ? entries[0].value.entries[0].value : undefined;
    const sep = join?.kind === 'seq' ? join.items[0] : undefined;
    expect(sep?.kind === 'scalar' && sep.value).toBe('-');
    // The span is the `-` as written: line 1, columns 14-15 (the re-read text has quotes around it).
    expect(sep?.span).toMatchObject({ start: { line: 1, column: 14 }, end: { line: 1, column: 15 } });
    const last = entries[2].value;
    expect(last.kind === 'seq' && last.items.map((i) => i.kind === 'scalar' && i.value)).toEqual(['a', '-']);
    expect(last.span.end).toMatchObject({ line: 3, column: 13 });
    const tag = entries[3].value;
    expect(tag.kind === 'map' && tag.entries.map((e) => e.value.kind === 'scalar' && e.value.value)).toEqual([
      'team',
      '-',
    ]);
  });

  it('leaves a dash that is part of a value, or followed by a space, as it is', () => {
    // `-x`, `a -` and `k:-` are plain values already; `[- , b]` is refused by PyYAML and go-yaml too.
    expect(indentFlowContinuations('a: [-x, a -, {k:-}]\nb: "[-, c]"\n')).toBeUndefined();
    expect(parseYaml('a: [- , b]\n')[0].syntax.length).toBeGreaterThan(0);
    expect(parseYaml('a: [-\n  , b]\n')[0].syntax.length).toBeGreaterThan(0);
  });
});

describe('a block scalar header alone under its key, at the key’s column', () => {
  // Values as PyYAML 6.0.3 reads them (yaml.safe_load); go-yaml (kubectl kustomize) reads the same.
  const values = (text: string) => {
    const [doc] = parseYaml(text);
    const pairs = (n: typeof doc.root): unknown =>
      n?.kind === 'map'
        ? Object.fromEntries(n.entries.map((e) => [e.key, pairs(e.value)]))
        : n?.kind === 'seq'
          ? n.items.map(pairs)
          : n?.value;
    return { syntax: doc.syntax, value: pairs(doc.root), doc };
  };

  it('is the key’s value, literal or folded, in a mapping or a sequence entry’s mapping', () => {
    expect(values('Key:\n|\n  line one\n  line two\nOther: 1\n')).toMatchObject({
      syntax: [],
      value: { Key: 'line one\nline two\n', Other: 1 },
    });
    expect(values('Outer:\n  Key:  # why\n  >-\n    folded\n    text\n  B: 2\n')).toMatchObject({
      syntax: [],
      value: { Outer: { Key: 'folded text', B: 2 } },
    });
    expect(values('List:\n- Key:\n  |\n    [not, a, flow\n  B: 1\n')).toMatchObject({
      syntax: [],
      value: { List: [{ Key: '[not, a, flow\n', B: 1 }] },
    });
  });

  it('keeps the lines as written', () => {
    const { doc } = values('A: 1\nKey:\n|\n  text\nOther: 2\n');
    const other = doc.root?.kind === 'map' ? doc.root.entries[2] : undefined;
    expect(other?.keySpan.start).toMatchObject({ line: 5, column: 1 });
    expect(indentFlowContinuations('Key:\n|\n  text\n')?.text).toBe('Key:\n |\n  text\n');
  });

  it('content at the key’s column, or a header after a key with a value, is still an error', () => {
    // PyYAML: "while scanning a simple key ... could not find expected ':'" for both.
    expect(values('Key:\n|\ntext\n').syntax.length).toBeGreaterThan(0);
    expect(values('Key: |\ntext\n').syntax.length).toBeGreaterThan(0);
    expect(values('Key: 1\n|\n  text\n').syntax.length).toBeGreaterThan(0);
  });
});
