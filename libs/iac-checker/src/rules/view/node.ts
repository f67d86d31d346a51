/**
 * One way to read a resource's settings whatever the format: an HCL block, a YAML or JSON map, a
 * Bicep object or a value worked out from variables all answer `get`, `list` and `value`. Values
 * the checks cannot know (a reference to another resource, a function of one) are UNKNOWN, so a
 * rule never judges what it could not see.
 *
 * @example
 *   const tls = at(resource.body, 'properties.minimumTlsVersion');
 *   tls?.value() // 'TLS1_0', or UNKNOWN for "[parameters('tls')]" without a default, or undefined when omitted
 */
import { isKey } from '../../arm/keys';
import { type Span } from '../../parse/position';
import { UNKNOWN, type Value } from '../../terraform/evaluate';

export { UNKNOWN, type Value };

export interface Node {
  /** Where the value is written (for an HCL block, the whole block). */
  readonly span: Span;
  /** Where its key or attribute name is written, when it was reached by a key. */
  readonly keySpan?: Span;
  /** The child under `key`: a map entry, an attribute, or the first HCL block of that type. */
  get(key: string): Node | undefined;
  /** The children under `key` as a list: a list's items, or every HCL block of that type. */
  list(key: string): Node[];
  /** A list's items (empty for anything else). */
  items(): Node[];
  /** A map's keys, an object's keys, or a block's attribute names and nested block types. */
  keys(): string[];
  /** The value, worked out where it can be (literals, variables, locals, parameters); UNKNOWN otherwise. */
  value(): Value;
  /** Names of the resources this value refers to, in the format's own terms (`aws_s3_bucket.logs`, `Bucket`). */
  refs(): string[];
}

/** The node at a dotted path (`spec.template.spec`), or undefined when any step is missing. */
export function at(node: Node | undefined, path: string): Node | undefined {
  let n = node;
  for (const key of path.split('.')) {
    if (!n) return undefined;
    n = n.get(key);
  }
  return n;
}

/** The deepest node that exists along a path: where to point when a setting is left out. */
export function deepest(node: Node, path: string): Node {
  let n = node;
  for (const key of path.split('.')) {
    const next = n.get(key);
    if (!next) return n;
    n = next;
  }
  return n;
}

/** The items under a path: `list` on the last step (every block of that type, or a list's items). */
export function listAt(node: Node | undefined, path: string): Node[] {
  const dot = path.lastIndexOf('.');
  const parent = dot < 0 ? node : at(node, path.slice(0, dot));
  return parent ? parent.list(path.slice(dot + 1)) : [];
}

/** A boolean from true/false or their strings ('true' is common in CloudFormation). */
export function asBool(v: Value | undefined): boolean | undefined | typeof UNKNOWN {
  if (v === UNKNOWN || v === undefined) return v;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  return undefined;
}

export function asNumber(v: Value | undefined): number | undefined | typeof UNKNOWN {
  if (v === UNKNOWN || v === undefined) return v;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v))) return Number(v);
  return undefined;
}

/** Strings of a value that is a string or a list of strings; UNKNOWN when any item is. */
export function asStrings(v: Value | undefined): string[] | typeof UNKNOWN {
  if (v === UNKNOWN) return UNKNOWN;
  if (v === undefined || v === null) return [];
  if (Array.isArray(v)) {
    if (v.includes(UNKNOWN)) return UNKNOWN;
    return v.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number').map(String);
  }
  return typeof v === 'string' || typeof v === 'number' ? [String(v)] : [];
}

/**
 * A value worked out from somewhere else (a variable's default, a parameter's value), shown at
 * the place that used it: every child points at that same place.
 */
export class ValueNode implements Node {
  /** `keysAnyCase`: a key is found in any case when its exact spelling is absent (ARM's objects). */
  constructor(
    private readonly v: Value,
    readonly span: Span,
    readonly keySpan?: Span,
    private readonly keysAnyCase = false,
  ) {}
  get(key: string): Node | undefined {
    const v = this.v;
    if (v === UNKNOWN || v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const found = key in v ? key : this.keysAnyCase ? Object.keys(v).find((k) => isKey(k, key)) : undefined;
    return found === undefined ? undefined : new ValueNode(v[found], this.span, undefined, this.keysAnyCase);
  }
  list(key: string): Node[] {
    return this.get(key)?.items() ?? [];
  }
  items(): Node[] {
    return Array.isArray(this.v) ? this.v.map((x) => new ValueNode(x, this.span, undefined, this.keysAnyCase)) : [];
  }
  keys(): string[] {
    const v = this.v;
    return v !== UNKNOWN && v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : [];
  }
  value(): Value {
    return this.v;
  }
  refs(): string[] {
    return [];
  }
}

/** A node standing for something left out: no children, no value. */
export const emptyNode = (span: Span): Node => new ValueNode({}, span);
