/**
 * The Azure resource schemas (from Azure/azure-resource-manager-schemas, compacted by
 * scripts/schemas/arm-schemas.mjs): every type with its known apiVersions, and the body schema of
 * its newest stable apiVersion. Shared by the ARM and Bicep validators.
 */
import { loadData } from './data';

/**
 * 's' string, 'i' integer, 'n' number, 'b' boolean, 'a' anything; {e} one of these strings;
 * {l} a list; {p, r, m} an object; {u} any of these; {all} all of these; a number: a definition.
 */
export type SchemaNode =
  | string
  | number
  | { e: unknown[] }
  | { l: SchemaNode }
  | { p: Record<string, SchemaNode>; r?: string[]; m?: SchemaNode }
  | { u: SchemaNode[] }
  | { all: SchemaNode[] };

interface ArmData {
  source: string;
  types: Record<string, { v: string[]; s: string; b: SchemaNode }>;
  defs: SchemaNode[];
}

let lower: Map<string, string> | undefined;
export const armData = () => loadData<ArmData>('arm/schemas.json.gz');

/** The type's entry under its canonical name (ARM types are case-insensitive). */
export function armType(type: string): { name: string; v: string[]; s: string; b: SchemaNode } | undefined {
  const data = armData();
  lower ??= new Map(Object.keys(data.types).map((t) => [t.toLowerCase(), t]));
  const name = lower.get(type.toLowerCase());
  return name ? { name, ...data.types[name] } : undefined;
}

export const armTypeNames = () => Object.keys(armData().types);

/** Follows definition references to the node itself. */
export function resolve(node: SchemaNode): Exclude<SchemaNode, number> {
  let n = node;
  for (let i = 0; typeof n === 'number' && i < 50; i++) n = armData().defs[n];
  return n as Exclude<SchemaNode, number>;
}

/** The object shape of a node: its properties (merged across all/any branches), required ones and extras. */
export function objectShape(
  node: SchemaNode,
): { props: Map<string, SchemaNode>; required: Set<string>; open: boolean } | undefined {
  const n = resolve(node);
  if (typeof n === 'string') return n === 'a' ? { props: new Map(), required: new Set(), open: true } : undefined;
  if ('p' in n) return { props: new Map(Object.entries(n.p)), required: new Set(n.r ?? []), open: n.m !== undefined };
  const parts = 'u' in n ? n.u : 'all' in n ? n.all : undefined;
  if (!parts) return undefined;
  const shapes = parts.map(objectShape).filter((s): s is NonNullable<typeof s> => !!s);
  if (!shapes.length) return undefined;
  const props = new Map<string, SchemaNode>();
  // A property several parts define takes any of their schemas (deploymentScripts' `properties`
  // is the PowerShell variant's or the CLI one's).
  for (const s of shapes)
    for (const [k, v] of s.props) {
      const had = props.get(k);
      props.set(k, had === undefined || had === v ? v : { u: [had, v] });
    }
  // Required only when every alternative requires it (a union); all of an allOf's.
  const required =
    'all' in n
      ? new Set(shapes.flatMap((s) => [...s.required]))
      : new Set([...shapes[0].required].filter((r) => shapes.every((s) => s.required.has(r))));
  return { props, required, open: shapes.some((s) => s.open) };
}

let knownLower: Map<string, string[]> | undefined;

/**
 * The apiVersions Azure publishes for a type (every type the Bicep compiler knows, from
 * Azure/bicep-types-az: scripts/schemas/arm-known-types.mjs), or undefined for a type that does
 * not exist there. Wider than `armType`, whose schemas lack extension and read-only types and
 * newer apiVersions: what is known here but not there exists and cannot be checked.
 */
export function armKnownVersions(type: string): string[] | undefined {
  knownLower ??= new Map(
    Object.entries(loadData<{ types: Record<string, string[]> }>('arm/known-types.json.gz').types).map(([t, v]) => [
      t.toLowerCase(),
      v,
    ]),
  );
  return knownLower.get(type.toLowerCase());
}
