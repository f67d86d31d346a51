/**
 * Terraform's JSON syntax (`*.tf.json`) as the HCL tree the validators read, for the names it
 * declares: modules mix the two (a generated `locals.geo_codes.tf.json` beside `locals.tf`), and
 * a local, variable or resource declared in JSON is declared for the whole module. In JSON a nested
 * block and an object-valued argument are written alike, and only the provider's schema tells them
 * apart, so every value becomes an argument and the file is marked `json`: its blocks are not
 * checked against the schemas (terraform/validate.ts says so as information).
 *
 * @example
 *   hclFromJson('m/locals.tf.json', parseJson('{"locals": {"codes": {"a": "b"}}}')) // declares local.codes
 */
import { type DocNode, type ParsedDocument } from '../doc/ast';
import { type Span } from '../position';
import { type HclAttribute, type HclBlock, type HclBody, type HclExpr, type HclFile } from './ast';

/** Block types and how many labels each takes: in JSON, one level of object keys per label. */
const LABELS: Record<string, number> = {
  terraform: 0,
  locals: 0,
  provider: 1,
  variable: 1,
  output: 1,
  module: 1,
  check: 1,
  resource: 2,
  data: 2,
  ephemeral: 2,
};

export function hclFromJson(path: string, doc: ParsedDocument): HclFile {
  const whole = doc.root?.span ?? doc.span;
  const file: HclFile = { path, body: { attributes: [], blocks: [], span: whole }, syntax: [], json: true };
  if (doc.root?.kind !== 'map') return file;
  for (const top of doc.root.entries) {
    const labels = LABELS[top.key];
    if (labels === undefined) continue;
    for (const { names, body } of labelled(top.value, labels))
      for (const b of bodies(body))
        file.body.blocks.push(blockOf(top.key, top.keySpan, names, b, top.key === 'terraform'));
  }
  return file;
}

/** The bodies under `labels` levels of keys, with the labels (names) met on the way. */
function labelled(node: DocNode, labels: number): { names: { value: string; span: Span }[]; body: DocNode }[] {
  if (labels === 0) return [{ names: [], body: node }];
  if (node.kind !== 'map') return [];
  return node.entries.flatMap((e) =>
    labelled(e.value, labels - 1).map((x) => ({
      names: [{ value: e.key, span: e.keySpan }, ...x.names],
      body: x.body,
    })),
  );
}

/** A block may repeat: `"provider": {"aws": [{...}, {"alias": "east"}]}`. */
const bodies = (node: DocNode): DocNode[] => (node.kind === 'seq' ? node.items : [node]);

function blockOf(
  type: string,
  typeSpan: Span,
  labels: { value: string; span: Span }[],
  node: DocNode,
  nested: boolean,
): HclBlock {
  return { type, typeSpan, labels, body: bodyOf(node, nested), span: node.span };
}

/**
 * A block's body: every key an argument. In the `terraform` block, `required_providers` is kept
 * a block (its arguments name the providers and their constraints, as in HCL).
 */
function bodyOf(node: DocNode, nested: boolean): HclBody {
  const body: HclBody = { attributes: [], blocks: [], span: node.span };
  if (node.kind !== 'map') return body;
  for (const e of node.entries) {
    if (nested && e.key === 'required_providers')
      for (const b of bodies(e.value)) body.blocks.push(blockOf(e.key, e.keySpan, [], b, false));
    else body.attributes.push(attribute(e.key, e.keySpan, e.value));
  }
  return body;
}

function attribute(name: string, nameSpan: Span, value: DocNode): HclAttribute {
  return { name, nameSpan, expr: expression(value), span: { start: nameSpan.start, end: value.span.end } };
}

/** A JSON value as an expression; a string with `${...}` in it needs evaluating: unknown. */
function expression(node: DocNode): HclExpr {
  if (node.kind === 'seq') return { kind: 'tuple', items: node.items.map(expression), span: node.span };
  if (node.kind === 'map')
    return {
      kind: 'object',
      items: node.entries.map((e) => ({
        keyName: e.key,
        key: { kind: 'literal', value: e.key, span: e.keySpan },
        value: expression(e.value),
        span: { start: e.keySpan.start, end: e.value.span.end },
      })),
      span: node.span,
    };
  if (typeof node.value === 'string' && node.value.includes('${')) return { kind: 'unknown', span: node.span };
  return { kind: 'literal', value: node.value, span: node.span };
}
