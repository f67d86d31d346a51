/**
 * Which branch of an ARM `if()` Azure evaluates. The template function reference: "When the
 * condition is True, only the true value is evaluated. When the condition is False, only the false
 * value is evaluated. With the if function, you can include expressions that are only conditionally
 * valid." So a name used only in a branch that is never taken cannot fail the deployment, and one
 * used only in a branch taken on a condition the checker cannot work out may or may not.
 *
 * The condition is worked out only from what is fixed in the file: literals, `true()`/`false()`,
 * parameters with a literal `defaultValue`, variables whose value is a literal, and `equals`,
 * `not`, `and`, `or`, `bool` over those. Anything else (other functions, indexing, a parameter
 * without a default) leaves it unknown.
 *
 * @example
 *   // "[if(equals('a', 'a'), 1, parameters('nope'))]": parameters('nope') is 'skipped'
 *   // "[if(parameters('x'), 1, parameters('nope'))]" (x has no default): { condition: "parameters('x')", when: false }
 */
import { type ArmCall } from './expressions';

/** 'skipped': in a branch never taken; otherwise the nearest unknown condition it depends on. */
export type BranchGuard = 'skipped' | { condition: string; when: boolean };
type Value = string | number | boolean | undefined;
/** Values fixed in the file, keyed 'p:name' (parameter default) and 'v:name' (literal variable), lowercase. */
export type KnownValues = Map<string, string | number | boolean>;

/** The guard of every call of `calls` that sits inside a branch of `if()` (calls not in the map always run). */
export function ifBranchGuards(calls: ArmCall[], source: string, known: KnownValues): Map<ArmCall, BranchGuard> {
  const guards = new Map<ArmCall, BranchGuard>();
  const visit = (list: ArmCall[], guard: BranchGuard | undefined) => {
    for (const call of list) {
      if (guard) guards.set(call, guard);
      if (call.name.toLowerCase() !== 'if' || call.args.length !== 3 || guard === 'skipped') {
        for (const arg of call.args) visit(arg, guard);
        continue;
      }
      visit(call.args[0], guard);
      const condition = argValue(call, 0, source, known);
      for (const branch of [1, 2]) {
        const when = branch === 1;
        const inner: BranchGuard | undefined =
          typeof condition === 'boolean'
            ? condition === when
              ? guard
              : 'skipped'
            : { condition: argText(call, 0, source), when };
        visit(call.args[branch], inner);
      }
    }
  };
  visit(calls, undefined);
  return guards;
}

const argText = (call: ArmCall, i: number, source: string) => {
  const span = call.argSpans?.[i];
  return span ? source.slice(span[0], span[1]).trim() : '';
};

/** The value of argument `i` of `call` when the file fixes it, else undefined. */
function argValue(call: ArmCall, i: number, source: string, known: KnownValues): Value {
  if (call.literals[i] !== undefined) return call.literals[i];
  const t = argText(call, i, source);
  if (/^-?\d+$/.test(t)) return Number(t);
  const inner = call.args[i] ?? [];
  const head = inner[0];
  // The argument is exactly one call (no indexing or property access after it).
  if (!head || head.offset !== call.argSpans?.[i]?.[0] || !t.endsWith(')')) return undefined;
  return callValue(head, source, known);
}

function callValue(call: ArmCall, source: string, known: KnownValues): Value {
  const arg = (i: number) => argValue(call, i, source, known);
  const all = () => call.args.map((_, i) => arg(i));
  const first = call.literals[0]?.toLowerCase();
  switch (call.name.toLowerCase()) {
    case 'true':
      return call.args.length === 0 ? true : undefined;
    case 'false':
      return call.args.length === 0 ? false : undefined;
    case 'parameters':
      return first === undefined ? undefined : known.get(`p:${first}`);
    case 'variables':
      return first === undefined ? undefined : known.get(`v:${first}`);
    case 'equals': {
      const [a, b] = all();
      return call.args.length === 2 && a !== undefined && b !== undefined ? a === b : undefined;
    }
    case 'not': {
      const a = arg(0);
      return call.args.length === 1 && typeof a === 'boolean' ? !a : undefined;
    }
    case 'bool': {
      const a = arg(0);
      if (typeof a === 'boolean') return a;
      if (typeof a === 'number') return a !== 0;
      if (typeof a === 'string' && /^(true|false)$/i.test(a)) return a.toLowerCase() === 'true';
      return undefined;
    }
    case 'and':
    case 'or': {
      const values = all();
      const and = call.name.toLowerCase() === 'and';
      if (values.length < 2 || values.some((v) => v !== undefined && typeof v !== 'boolean')) return undefined;
      // One argument that settles it is enough; otherwise every one must be known.
      if (values.includes(!and)) return !and;
      return values.every((v) => v === and) ? and : undefined;
    }
    default:
      return undefined;
  }
}
