/**
 * A CloudFormation template with its `Fn::ForEach` loops (the AWS::LanguageExtensions transform)
 * written out, as CloudFormation does before it reads the template, so the resources a loop makes
 * are validated and scanned like any other. Each value of a literal collection makes one copy of
 * the loop's body with `${Identifier}` / `&{Identifier}` in keys and strings and `Ref: Identifier`
 * replaced by the value; a collection known only at deployment (`!Ref Names`) makes one copy with
 * the identifier's own name standing in. Nested loops are written out in turn. Spans stay those of
 * the loop's body, so a finding points into it.
 */
import { type DocEntry, type DocMap, type DocNode, text } from './ast';

const LOOP = 'Fn::ForEach::';

function substitute(node: DocNode, name: string, value: string): DocNode {
  const inText = (s: string) =>
    s
      .split(`\${${name}}`)
      .join(value)
      .split(`&{${name}}`)
      .join(value.replace(/[^A-Za-z0-9]/g, ''));
  if (node.kind === 'scalar') return typeof node.value === 'string' ? { ...node, value: inText(node.value) } : node;
  if (node.kind === 'seq') return { ...node, items: node.items.map((n) => substitute(n, name, value)) };
  if (node.entries.length === 1 && node.entries[0].key === 'Ref' && text(node.entries[0].value) === name)
    return { kind: 'scalar', value, span: node.span };
  return {
    ...node,
    entries: node.entries.map((e) => ({
      ...e,
      key: e.key.startsWith(LOOP) ? e.key : inText(e.key),
      value: substitute(e.value, name, value),
    })),
  };
}

/** The entries a section's entry stands for: itself, or what its loop makes. */
function expandEntry(e: DocEntry): DocEntry[] {
  if (!e.key.startsWith(LOOP) || e.value.kind !== 'seq' || e.value.items.length !== 3) return [e];
  const [identifier, collection, body] = e.value.items;
  const name = text(identifier);
  if (name === undefined || body.kind !== 'map') return [e];
  const values =
    collection.kind === 'seq' && collection.items.every((i) => text(i) !== undefined)
      ? collection.items.map((i) => text(i)!)
      : [name];
  return values.flatMap((v) => (substitute(body, name, v) as DocMap).entries.flatMap(expandEntry));
}

const transforms = (n: DocNode | undefined): string[] =>
  n?.kind === 'seq' ? n.items.flatMap(transforms) : text(n) !== undefined ? [text(n)!] : [];

/**
 * The template with every loop of its Resources, Outputs and Conditions written out. A template
 * without the transform keeps its loops: CloudFormation refuses them, and the validator says so.
 */
export function expandForEach(root: DocNode | undefined): DocNode | undefined {
  if (root?.kind !== 'map') return root;
  const transform = root.entries.find((e) => e.key === 'Transform')?.value;
  if (!transforms(transform).includes('AWS::LanguageExtensions')) return root;
  const sections = ['Resources', 'Outputs', 'Conditions'];
  const loops = (n: DocNode) => n.kind === 'map' && n.entries.some((e) => e.key.startsWith(LOOP));
  if (!root.entries.some((e) => sections.includes(e.key) && loops(e.value))) return root;
  return {
    ...root,
    entries: root.entries.map((e) =>
      sections.includes(e.key) && e.value.kind === 'map'
        ? { ...e, value: { ...e.value, entries: e.value.entries.flatMap(expandEntry) } }
        : e,
    ),
  };
}
