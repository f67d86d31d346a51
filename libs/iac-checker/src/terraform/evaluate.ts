/**
 * Simple evaluation of Terraform expressions: literals, strings with interpolations, lists, maps,
 * variables' defaults and locals (recursively, cycles stopped), conditionals with a known
 * condition and a few pure functions. Anything else is UNKNOWN, so a rule never judges a value it
 * could not see.
 *
 * @example
 *   evaluate(attr.expr, scopeOf(module)) // 'my-bucket' for bucket = "${var.prefix}-bucket" and prefix = "my"
 */
import { type HclExpr } from '../parse/hcl/ast';
import { type TerraformModule } from './module';

export const UNKNOWN: unique symbol = Symbol('unknown');
export type Value = string | number | boolean | null | Value[] | { [key: string]: Value } | typeof UNKNOWN;

export interface Scope {
  module: TerraformModule;
  /** Values given for variables (a tfvars file, say); otherwise each variable's default. */
  variables?: Record<string, Value>;
  /** Locals being evaluated, to stop cycles. */
  visiting?: Set<string>;
}

const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  lower: (s) => (typeof s === 'string' ? s.toLowerCase() : UNKNOWN),
  upper: (s) => (typeof s === 'string' ? s.toUpperCase() : UNKNOWN),
  tostring: (s) => (typeof s === 'string' || typeof s === 'number' || typeof s === 'boolean' ? String(s) : UNKNOWN),
  tonumber: (s) =>
    typeof s === 'number' ? s : typeof s === 'string' && s.trim() && !isNaN(Number(s)) ? Number(s) : UNKNOWN,
  tobool: (s) => (typeof s === 'boolean' ? s : s === 'true' ? true : s === 'false' ? false : UNKNOWN),
  tolist: (s) => (Array.isArray(s) ? s : UNKNOWN),
  toset: (s) => (Array.isArray(s) ? [...new Set(s)] : UNKNOWN),
  concat: (...lists) => (lists.every(Array.isArray) ? (lists as Value[][]).flat() : UNKNOWN),
  merge: (...maps) =>
    maps.every((m) => m && typeof m === 'object' && !Array.isArray(m))
      ? Object.assign({}, ...(maps as object[]))
      : UNKNOWN,
  format: (f, ...args) => {
    if (typeof f !== 'string' || args.some((a) => typeof a === 'object' || a === UNKNOWN)) return UNKNOWN;
    let i = 0;
    return f.replace(/%[sdv]/g, () => String(args[i++]));
  },
  join: (sep, list) =>
    typeof sep === 'string' && Array.isArray(list) && list.every((x) => typeof x === 'string' || typeof x === 'number')
      ? list.join(sep)
      : UNKNOWN,
};

export function evaluate(expr: HclExpr, scope: Scope): Value {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'template': {
      let out = '';
      for (const p of expr.parts) {
        if (typeof p === 'string') out += p;
        else {
          const v = evaluate(p, scope);
          if (v === UNKNOWN || (v !== null && typeof v === 'object')) return UNKNOWN;
          out += String(v);
        }
      }
      return out;
    }
    case 'tuple': {
      const items = expr.items.map((i) => evaluate(i, scope));
      return items.includes(UNKNOWN) ? UNKNOWN : items;
    }
    case 'object': {
      const out: Record<string, Value> = {};
      for (const i of expr.items) {
        const key = i.keyName ?? evaluate(i.key, scope);
        if (typeof key !== 'string') return UNKNOWN;
        out[key] = evaluate(i.value, scope);
      }
      return out;
    }
    case 'traversal':
      return traversal(expr, scope);
    case 'conditional': {
      const c = evaluate(expr.condition, scope);
      if (typeof c !== 'boolean') return UNKNOWN;
      return evaluate(c ? expr.then : expr.otherwise, scope);
    }
    case 'call': {
      const fn = FUNCTIONS[expr.name];
      if (!fn) return UNKNOWN;
      const args = expr.args.map((a) => evaluate(a, scope));
      return args.includes(UNKNOWN) ? UNKNOWN : fn(...args);
    }
    case 'operation': {
      const [a, b] = expr.operands.map((o) => evaluate(o, scope));
      if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
      switch (expr.operator) {
        case '!':
          return typeof a === 'boolean' ? !a : UNKNOWN;
        case '-':
          return expr.operands.length === 1 ? (typeof a === 'number' ? -a : UNKNOWN) : num(a, b, (x, y) => x - y);
        case '+':
          return num(a, b, (x, y) => x + y);
        case '*':
          return num(a, b, (x, y) => x * y);
        case '==':
          return JSON.stringify(a) === JSON.stringify(b);
        case '!=':
          return JSON.stringify(a) !== JSON.stringify(b);
        case '&&':
          return typeof a === 'boolean' && typeof b === 'boolean' ? a && b : UNKNOWN;
        case '||':
          return typeof a === 'boolean' && typeof b === 'boolean' ? a || b : UNKNOWN;
        case '>':
          return num(a, b, (x, y) => x > y);
        case '<':
          return num(a, b, (x, y) => x < y);
        case '>=':
          return num(a, b, (x, y) => x >= y);
        case '<=':
          return num(a, b, (x, y) => x <= y);
      }
      return UNKNOWN;
    }
    default:
      return UNKNOWN;
  }
}

function num<T extends Value>(a: Value, b: Value, f: (x: number, y: number) => T): Value {
  return typeof a === 'number' && typeof b === 'number' ? f(a, b) : UNKNOWN;
}

function traversal(expr: Extract<HclExpr, { kind: 'traversal' }>, scope: Scope): Value {
  const [first, ...rest] = expr.steps;
  if (first?.kind !== 'attr') return UNKNOWN;
  let value: Value;
  if (expr.root === 'var') {
    if (scope.variables && first.name in scope.variables) value = scope.variables[first.name];
    else {
      const v = scope.module.variables.get(first.name);
      const def = v?.node.body.attributes.find((a) => a.name === 'default');
      value = def ? evaluate(def.expr, scope) : UNKNOWN;
    }
  } else if (expr.root === 'local') {
    const l = scope.module.locals.get(first.name);
    const visiting = scope.visiting ?? new Set<string>();
    if (!l || visiting.has(first.name)) return UNKNOWN;
    visiting.add(first.name);
    value = evaluate(l.node.expr, { ...scope, visiting });
    visiting.delete(first.name);
  } else return UNKNOWN;
  for (const s of rest) {
    if (value === UNKNOWN || value === null || typeof value !== 'object') return UNKNOWN;
    if (s.kind === 'attr' && !Array.isArray(value)) value = value[s.name] ?? UNKNOWN;
    else if (s.kind === 'index' && s.key) {
      const k = evaluate(s.key, scope);
      if (Array.isArray(value) && typeof k === 'number') value = value[k] ?? UNKNOWN;
      else if (!Array.isArray(value) && typeof k === 'string') value = value[k] ?? UNKNOWN;
      else return UNKNOWN;
    } else return UNKNOWN;
  }
  return value;
}
