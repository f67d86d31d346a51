/**
 * YAML text (one or more documents) -> DocNode trees with spans, CloudFormation short-form tags
 * turned into their long form. Uses the `yaml` package's document model, which keeps the offset
 * range of every node.
 *
 * @example
 *   parseYaml('a: !Ref B\n')[0].root // map { a: map { Ref: 'B' } (short) }
 */
import { isMap, isPair, isScalar, isSeq, type Node, parseAllDocuments, type Scalar, type YAMLError } from 'yaml';
import { LineIndex, type Span } from '../position';
import { type DocNode, type ParsedDocument } from './ast';
import { indentFlowContinuations } from './flow-indent';

/** Short-form tags and the long-form key each stands for. */
const SHORT_FORMS: Record<string, string> = {
  '!Ref': 'Ref',
  '!Condition': 'Condition',
  '!GetAtt': 'Fn::GetAtt',
  '!Sub': 'Fn::Sub',
  '!Join': 'Fn::Join',
  '!Select': 'Fn::Select',
  '!Split': 'Fn::Split',
  '!FindInMap': 'Fn::FindInMap',
  '!Base64': 'Fn::Base64',
  '!Cidr': 'Fn::Cidr',
  '!GetAZs': 'Fn::GetAZs',
  '!ImportValue': 'Fn::ImportValue',
  '!If': 'Fn::If',
  '!Equals': 'Fn::Equals',
  '!And': 'Fn::And',
  '!Or': 'Fn::Or',
  '!Not': 'Fn::Not',
  '!Transform': 'Fn::Transform',
  '!Length': 'Fn::Length',
  '!ToJsonString': 'Fn::ToJsonString',
  '!ForEach': 'Fn::ForEach',
};

/**
 * A `#` right after a closing quote or bracket (`Value: 'x'# note`): YAML 1.2 wants white space
 * before a comment, but PyYAML starts a comment at any `#` between tokens, and the `yaml` package
 * builds the same tree either way. (In a plain scalar, `a#b`, the `#` is text in both: no error.)
 */
function commentAfterClosing(text: string, e: YAMLError): boolean {
  return e.code === 'MISSING_CHAR' && text[e.pos[0]] === '#' && /['"\]}]/.test(text[e.pos[0] - 1] ?? '');
}

/** The plain words YAML 1.1 reads as booleans and YAML 1.2 as strings (go-yaml v2's table). */
const YAML11_BOOLEANS: Record<string, boolean> = Object.fromEntries(
  ['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF'].map((w, i) => [
    w,
    i < 8,
  ]),
);

export function parseYaml(written: string): ParsedDocument[] {
  // A carriage return alone ends a line in YAML (files saved with old Mac line endings; PyYAML and
  // go-yaml read them so); as a line feed it keeps every offset where it was.
  const text = written.includes('\r') ? written.replace(/\r(?!\n)/g, '\n') : written;
  const strict = read(text, text, (o) => o);
  if (!strict.some((d) => d.syntax.length)) return strict;
  // Read again as PyYAML would, with the under-indented flow lines indented; kept only if clean.
  // Any error may be theirs: how the `yaml` package words it depends on what the lines hold (a
  // string whose lines carry escaped quotes ends at the short line, then `}"` is "unexpected").
  const loose = indentFlowContinuations(text);
  const again = loose && read(text, loose.text, loose.toOriginal);
  return again && again.every((d) => !d.syntax.length) ? again : strict;
}

/** The documents of `parsed` (the text, or it re-indented), with spans in the original `text`. */
function read(text: string, parsed: string, toOriginal: (offset: number) => number): ParsedDocument[] {
  const lines = new LineIndex(text);
  const at = (from: number, to: number): Span => lines.span(toOriginal(from), toOriginal(to));
  const span = (range: readonly number[] | null | undefined): Span => (range ? at(range[0], range[1]) : at(0, 0));
  const docs = parseAllDocuments(parsed, { uniqueKeys: true, prettyErrors: false, customTags: [] });
  const list = Array.isArray(docs) ? docs : [docs];
  return list.map((doc) => {
    const issue = (e: YAMLError) => ({ message: e.message.split('\n')[0], span: at(e.pos[0], e.pos[1]) });
    const tolerated = doc.errors.filter((e) => commentAfterClosing(parsed, e));
    return {
      root: doc.contents ? convert(doc.contents as Node) : undefined,
      span: span(doc.range),
      syntax: doc.errors.filter((e) => !tolerated.includes(e)).map(issue),
      ...(tolerated.length ? { tolerated: tolerated.map(issue) } : {}),
    };
  });

  function convert(node: Node): DocNode {
    const tag = (node as { tag?: string }).tag;
    const short = tag ? SHORT_FORMS[tag] : undefined;
    const plain = plainNode(node);
    if (!short) {
      if (tag && plain.kind === 'scalar' && !tag.startsWith('tag:yaml.org')) plain.tag = tag;
      return plain;
    }
    let value = plain;
    // `!GetAtt A.B` is a string in short form and a list [A, B] in long form.
    if (short === 'Fn::GetAtt' && plain.kind === 'scalar' && typeof plain.value === 'string') {
      const dot = plain.value.indexOf('.');
      const { start, end } = plain.span;
      const mid = lines.position(
        start.offset +
          (dot < 0 ? plain.value.length : dot) +
          (text[start.offset] === '"' || text[start.offset] === "'" ? 1 : 0),
      );
      value = {
        kind: 'seq',
        items:
          dot < 0
            ? [plain]
            : [
                { kind: 'scalar', value: plain.value.slice(0, dot), span: { start, end: mid } },
                { kind: 'scalar', value: plain.value.slice(dot + 1), span: { start: mid, end } },
              ],
        span: plain.span,
      };
    }
    const whole = span(node.range);
    return { kind: 'map', entries: [{ key: short, keySpan: whole, value }], span: whole, short: true };
  }

  function plainNode(node: Node): DocNode {
    if (isMap(node))
      return {
        kind: 'map',
        entries: node.items.filter(isPair).map((pair) => {
          const k = pair.key as Node | null;
          const key = k && isScalar(k) ? String((k as Scalar).value) : String(k ?? '');
          const v = pair.value as Node | null;
          const keySpan = span(k?.range);
          return {
            key,
            keySpan,
            value: v ? convert(v) : { kind: 'scalar', value: null, span: { start: keySpan.end, end: keySpan.end } },
          };
        }),
        span: span(node.range),
      };
    if (isSeq(node)) return { kind: 'seq', items: node.items.map((i) => convert(i as Node)), span: span(node.range) };
    if (isScalar(node)) {
      const v = node.value;
      const value =
        v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
      const yaml11 = node.type === 'PLAIN' && typeof v === 'string' ? YAML11_BOOLEANS[v] : undefined;
      return { kind: 'scalar', value, span: span(node.range), ...(yaml11 === undefined ? {} : { yaml11Bool: yaml11 }) };
    }
    return { kind: 'scalar', value: null, span: span(node.range) };
  }
}
