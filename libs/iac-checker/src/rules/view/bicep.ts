/**
 * Bicep values read as Nodes: object properties and array items with their positions; a name
 * that is a parameter with a default or a variable is worked out (recursively, cycles stopped),
 * strings with `${}` too when every part is known. Anything else (resource properties, function
 * calls) is UNKNOWN.
 */
import { type BicepExpr, type BicepStatement } from '../../parse/bicep/ast';
import { type Span } from '../../parse/position';
import { type Node, UNKNOWN, type Value, ValueNode } from './node';

/** The file's parameters, variables and resource names. */
export interface BicepScope {
  values: Map<string, BicepStatement>;
  resources: Set<string>;
}

export function bicepScope(statements: BicepStatement[]): BicepScope {
  const values = new Map<string, BicepStatement>();
  const resources = new Set<string>();
  const visit = (list: BicepStatement[]) => {
    for (const s of list) {
      if (!s.name) continue;
      if (s.kind === 'param' || s.kind === 'var') values.set(s.name, s);
      else if (s.kind === 'resource' || s.kind === 'module') {
        resources.add(s.name);
        const body = bodyObject(s.value);
        if (body) visit(body.resources);
      }
    }
  };
  visit(statements);
  return { values, resources };
}

/** A resource's body: the object, also inside `[for ...: {...}]` and `if (...) {...}`. */
export function bodyObject(e: BicepExpr | undefined): Extract<BicepExpr, { kind: 'object' }> | undefined {
  if (!e) return undefined;
  if (e.kind === 'object') return e;
  if (e.kind === 'for' || e.kind === 'if') return bodyObject(e.body);
  return undefined;
}

function bicepValue(e: BicepExpr, scope: BicepScope, seen = new Set<string>()): Value {
  switch (e.kind) {
    case 'string': {
      let out = '';
      for (const p of e.parts) {
        if (typeof p === 'string') out += p;
        else {
          const v = bicepValue(p, scope, seen);
          if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return UNKNOWN;
          out += String(v);
        }
      }
      return out;
    }
    case 'number':
    case 'bool':
      return e.value;
    case 'null':
      return null;
    case 'array':
      return e.items.map((i) => bicepValue(i, scope, seen));
    case 'object': {
      const out: Record<string, Value> = {};
      for (const p of e.props) out[p.key] = bicepValue(p.value, scope, seen);
      return out;
    }
    case 'ident': {
      const s = scope.values.get(e.name);
      if (!s?.value || seen.has(e.name)) return UNKNOWN;
      seen.add(e.name);
      const v = bicepValue(s.value, scope, seen);
      seen.delete(e.name);
      return v;
    }
    case 'unary':
      if (e.operator === '!') {
        const v = bicepValue(e.operand, scope, seen);
        return typeof v === 'boolean' ? !v : UNKNOWN;
      }
      return UNKNOWN;
    case 'ternary': {
      const c = bicepValue(e.condition, scope, seen);
      return typeof c === 'boolean' ? bicepValue(c ? e.then : e.otherwise, scope, seen) : UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

/** Resource names an expression mentions (`st.id`, `st.name`, `resourceId(..., st.name)`). */
function bicepRefs(e: BicepExpr, scope: BicepScope, out: string[] = []): string[] {
  const visit = (x: BicepExpr) => bicepRefs(x, scope, out);
  switch (e.kind) {
    case 'ident':
      if (scope.resources.has(e.name)) out.push(e.name);
      break;
    case 'member':
      visit(e.object);
      break;
    case 'index':
      visit(e.object);
      visit(e.index);
      break;
    case 'call':
      visit(e.callee);
      e.args.forEach(visit);
      break;
    case 'string':
      for (const p of e.parts) if (typeof p !== 'string') visit(p);
      break;
    case 'array':
      e.items.forEach(visit);
      break;
    case 'object':
      for (const p of e.props) visit(p.value);
      break;
    case 'binary':
      visit(e.left);
      visit(e.right);
      break;
    case 'ternary':
      [e.condition, e.then, e.otherwise].forEach(visit);
      break;
    case 'unary':
      visit(e.operand);
      break;
  }
  return out;
}

export class BicepView implements Node {
  readonly span: Span;
  constructor(
    private readonly expr: BicepExpr,
    private readonly scope: BicepScope,
    readonly keySpan?: Span,
  ) {
    this.span = expr.span;
  }
  get(key: string): Node | undefined {
    const e = this.expr;
    if (e.kind === 'object') {
      const p = e.props.find((x) => x.key === key);
      return p && new BicepView(p.value, this.scope, p.keySpan);
    }
    return new ValueNode(this.value(), this.span, this.keySpan).get(key);
  }
  list(key: string): Node[] {
    return this.get(key)?.items() ?? [];
  }
  items(): Node[] {
    const e = this.expr;
    if (e.kind === 'array') return e.items.map((i) => new BicepView(i, this.scope));
    return new ValueNode(this.value(), this.span).items();
  }
  keys(): string[] {
    return this.expr.kind === 'object' ? this.expr.props.map((p) => p.key) : [];
  }
  value(): Value {
    return bicepValue(this.expr, this.scope);
  }
  refs(): string[] {
    return bicepRefs(this.expr, this.scope);
  }
}
