/**
 * YAML and JSON documents (CloudFormation, ARM, Kubernetes) read as Nodes. What a format computes
 * is worked out where it is simple: CloudFormation's `Ref` to a parameter with a default and
 * `Fn::Sub` over such parameters; ARM's `[parameters('x')]` and `[variables('x')]`. Every other
 * intrinsic or expression is UNKNOWN.
 */
import { type DocNode, get, text } from '../../parse/doc/ast';
import { type Span } from '../../parse/position';
import { allCalls, isExpression, parseArmExpression } from '../../arm/expressions';
import { field, isKey } from '../../arm/keys';
import { type Node, UNKNOWN, type Value, ValueNode } from './node';

/** What a format computes in its documents. */
export interface DocSemantics {
  /** The value of a node the format computes; undefined when the node is plain data. */
  resolve(node: DocNode, seen: Set<DocNode>): Value | undefined;
  /** Names of the resources a node refers to. */
  refs(node: DocNode): string[];
  /** Keys are matched in any case when the exact spelling is absent (ARM: Azure reads them so). */
  keysAnyCase?: boolean;
}

export const plainDoc: DocSemantics = { resolve: () => undefined, refs: () => [] };

function docValue(node: DocNode, semantics: DocSemantics, seen: Set<DocNode>): Value {
  const resolved = semantics.resolve(node, seen);
  if (resolved !== undefined) return resolved;
  // An unquoted yes/no/on/off is the boolean YAML 1.1 readers (PyYAML, go-yaml) make of it; y/n only
  // go-yaml does, so they stay text here.
  if (node.kind === 'scalar')
    return node.yaml11Bool !== undefined && !/^[yYnN]$/.test(String(node.value)) ? node.yaml11Bool : node.value;
  if (node.kind === 'seq') return node.items.map((i) => docValue(i, semantics, seen));
  const out: Record<string, Value> = {};
  for (const e of node.entries) out[e.key] = docValue(e.value, semantics, seen);
  return out;
}

export class DocView implements Node {
  readonly span: Span;
  constructor(
    readonly node: DocNode,
    private readonly semantics: DocSemantics,
    readonly keySpan?: Span,
  ) {
    this.span = node.span;
  }
  private computed(): Value | undefined {
    return this.semantics.resolve(this.node, new Set());
  }
  get(key: string): Node | undefined {
    const computed = this.computed();
    if (computed !== undefined)
      return new ValueNode(computed, this.span, this.keySpan, this.semantics.keysAnyCase).get(key);
    if (this.node.kind !== 'map') return undefined;
    const e =
      this.node.entries.find((x) => x.key === key) ??
      (this.semantics.keysAnyCase ? this.node.entries.find((x) => isKey(x.key, key)) : undefined);
    return e && new DocView(e.value, this.semantics, e.keySpan);
  }
  list(key: string): Node[] {
    const child = this.get(key);
    if (!child) return [];
    const items = child.items();
    if (items.length || (child instanceof DocView && child.node.kind === 'seq')) return items;
    return child instanceof DocView && child.node.kind === 'map' && child.computed() === undefined ? [child] : items;
  }
  items(): Node[] {
    const computed = this.computed();
    if (computed !== undefined)
      return new ValueNode(computed, this.span, undefined, this.semantics.keysAnyCase).items();
    return this.node.kind === 'seq' ? this.node.items.map((i) => new DocView(i, this.semantics)) : [];
  }
  keys(): string[] {
    return this.node.kind === 'map' && this.computed() === undefined ? this.node.entries.map((e) => e.key) : [];
  }
  value(): Value {
    return docValue(this.node, this.semantics, new Set());
  }
  refs(): string[] {
    return this.semantics.refs(this.node);
  }
}

/** Every node of a tree, depth first. */
function* walk(node: DocNode): Generator<DocNode> {
  yield node;
  if (node.kind === 'map') for (const e of node.entries) yield* walk(e.value);
  else if (node.kind === 'seq') for (const i of node.items) yield* walk(i);
}

const PSEUDO = /^AWS::/;

/** CloudFormation: `Ref` to parameters with defaults and `Fn::Sub` over them; other intrinsics are unknown. */
export function cloudFormationSemantics(template: DocNode | undefined): DocSemantics {
  const parameters = get(template, 'Parameters');
  const resources = get(template, 'Resources');
  const resourceNames = new Set(resources?.kind === 'map' ? resources.entries.map((e) => e.key) : []);
  const parameterDefault = (name: string): Value => {
    const d = get(get(parameters, name), 'Default');
    return d ? docValue(d, plainDoc, new Set()) : UNKNOWN;
  };
  const sub = (template: string): Value => {
    let unknown = false;
    const out = template.replace(/\$\{([^}]*)\}/g, (whole, name: string) => {
      if (name.startsWith('!')) return `\${${name.slice(1)}}`;
      const v = PSEUDO.test(name) || name.includes('.') ? UNKNOWN : parameterDefault(name);
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
      unknown = true;
      return whole;
    });
    return unknown ? UNKNOWN : out;
  };
  return {
    resolve(node) {
      if (node.kind !== 'map' || node.entries.length !== 1) return undefined;
      const [{ key, value }] = node.entries;
      if (key === 'Ref') {
        const name = text(value);
        return name && !resourceNames.has(name) && !PSEUDO.test(name) ? parameterDefault(name) : UNKNOWN;
      }
      if (key === 'Fn::Sub') {
        const t = text(value);
        return t !== undefined ? sub(t) : UNKNOWN;
      }
      return key.startsWith('Fn::') ? UNKNOWN : undefined;
    },
    refs(node) {
      const out: string[] = [];
      for (const n of walk(node)) {
        if (n.kind !== 'map' || n.entries.length !== 1) continue;
        const [{ key, value }] = n.entries;
        if (key === 'Ref') out.push(text(value) ?? '');
        else if (key === 'Fn::GetAtt')
          out.push(value.kind === 'seq' ? (text(value.items[0]) ?? '') : (text(value) ?? '').split('.')[0]);
        else if (key === 'Fn::Sub') {
          const t = value.kind === 'seq' ? text(value.items[0]) : text(value);
          for (const m of (t ?? '').matchAll(/\$\{([A-Za-z0-9]+)/g)) out.push(m[1]);
        }
      }
      return out.filter((n) => resourceNames.has(n));
    },
  };
}

/**
 * ARM: `[parameters('x')]` (its default value) and `[variables('x')]`; other expressions are
 * unknown. Keys are read in any case, as Azure reads a template's and a resource body's keys.
 */
export function armSemantics(template: DocNode | undefined): DocSemantics {
  const section = (name: string) => {
    const s = field(template, name);
    return new Map(s?.kind === 'map' ? s.entries.map((e) => [e.key.toLowerCase(), e.value]) : []);
  };
  const parameters = section('parameters');
  const variables = section('variables');
  const semantics: DocSemantics = {
    resolve(node, seen) {
      if (node.kind !== 'scalar' || typeof node.value !== 'string') return undefined;
      const s = node.value;
      if (s.startsWith('[[')) return s.slice(1);
      if (!isExpression(s)) return undefined;
      const m = /^\[\s*(parameters|variables)\(\s*'([^']+)'\s*\)\s*\]$/i.exec(s);
      if (!m) return UNKNOWN;
      const target =
        m[1].toLowerCase() === 'parameters'
          ? field(parameters.get(m[2].toLowerCase()), 'defaultValue')
          : variables.get(m[2].toLowerCase());
      if (!target || seen.has(target)) return UNKNOWN;
      seen.add(target);
      return docValue(target, semantics, seen);
    },
    refs(node) {
      const out: string[] = [];
      for (const n of walk(node)) {
        if (n.kind !== 'scalar' || typeof n.value !== 'string') continue;
        if (!isExpression(n.value)) continue;
        for (const call of allCalls(parseArmExpression(n.value).calls)) {
          if (!/resourceid$/i.test(call.name) || !call.literals.length) continue;
          const last = call.literals[call.literals.length - 1];
          if (last !== undefined) out.push(last);
        }
      }
      return out;
    },
    keysAnyCase: true,
  };
  return semantics;
}
