/**
 * References in an ARM template: `resourceId('<type>', <name parts>)` (and its subscription,
 * tenant and extension forms) and `reference(...)` in any string of a resource, and the plain
 * names `dependsOn` may list. Name parts written as `parameters('x')` (with a default) or
 * `variables('x')` are worked out, so they meet the names of the resources they point at.
 */
import { type DocNode, get, text } from '../parse/doc/ast';
import { allCalls, type ArmCall, isExpression, parseArmExpression } from '../arm/expressions';

export interface ArmRef {
  path: string[];
  /** The type named with the reference, when it names one. */
  type?: string;
  name: string;
}

/**
 * Works out a name written as an expression: `parameters('x')` (its default), `variables('x')`,
 * `concat(...)`, `format(...)`, `toLower`/`toUpper`; `uniqueString(...)` and `guid(...)` stand as
 * `*`, the same wherever they are written, so a name and the references to it still meet.
 * Undefined for anything else.
 */
export function armNamer(root: DocNode | undefined): (value: string) => string | undefined {
  const section = (name: string) => {
    const s = get(root, name);
    return new Map(s?.kind === 'map' ? s.entries.map((e) => [e.key.toLowerCase(), e.value]) : []);
  };
  const parameters = section('parameters');
  const variables = section('variables');
  const evaluate = (call: ArmCall, depth: number): string | undefined => {
    if (depth > 6) return undefined;
    const arg = (i: number) => argumentOf(call, i, (c) => evaluate(c, depth + 1));
    const fn = call.name.toLowerCase();
    if (fn === 'parameters' || fn === 'variables') {
      const name = call.literals[0]?.toLowerCase();
      if (name === undefined) return undefined;
      const node = fn === 'parameters' ? get(parameters.get(name), 'defaultValue') : variables.get(name);
      const t = text(node);
      return t === undefined ? undefined : resolve(t, depth + 1);
    }
    if (fn === 'concat') {
      const parts = call.args.map((_, i) => arg(i));
      return parts.every((p) => p !== undefined) ? parts.join('') : undefined;
    }
    if (fn === 'format') {
      const template = arg(0);
      const values = call.args.slice(1).map((_, i) => arg(i + 1));
      if (template === undefined || values.some((v) => v === undefined)) return undefined;
      return template.replace(/\{(\d+)(:[^}]*)?\}/g, (_, n: string) => values[Number(n)] ?? '');
    }
    if (fn === 'tolower') return arg(0)?.toLowerCase();
    if (fn === 'toupper') return arg(0)?.toUpperCase();
    if (fn === 'uniquestring' || fn === 'guid' || fn === 'newguid') return '*';
    return undefined;
  };
  const resolve = (value: string, depth = 0): string | undefined => {
    if (!isExpression(value)) return value.startsWith('[[') ? value.slice(1) : value;
    const parsed = parseArmExpression(value);
    if (parsed.error || parsed.calls.length !== 1) return undefined;
    return evaluate(parsed.calls[0], depth);
  };
  return resolve;
}

/** An argument's text: a literal, or a call worked out by `evaluate`. */
function argumentOf(call: ArmCall, i: number, evaluate: (c: ArmCall) => string | undefined): string | undefined {
  const literal = call.literals[i];
  if (literal !== undefined) return literal;
  const inner = call.args[i];
  return inner?.length === 1 ? evaluate(inner[0]) : undefined;
}

/** An argument of a reference, worked out through the template's parameters, variables and name functions. */
function argument(call: ArmCall, i: number, namer: (value: string) => string | undefined): string | undefined {
  return argumentOf(call, i, (c) => namer(`[${source(c)}]`));
}

/** A call written back as ARM text (literals quoted), to be worked out by the namer. */
function source(c: ArmCall): string {
  const args = c.args.map((inner, i) => {
    const literal = c.literals[i];
    if (literal !== undefined) return `'${literal.replace(/'/g, "''")}'`;
    return inner.length === 1 ? source(inner[0]) : 'null()';
  });
  return `${c.name}(${args.join(', ')})`;
}

const RESOURCE_ID = /^(resourceid|subscriptionresourceid|tenantresourceid|extensionresourceid)$/i;

function refsIn(value: string, namer: (value: string) => string | undefined): { type?: string; name: string }[] {
  const out: { type?: string; name: string }[] = [];
  for (const call of allCalls(parseArmExpression(value).calls)) {
    if (RESOURCE_ID.test(call.name)) {
      // The type is the first argument that looks like one (resourceId may start with a subscription or group).
      const args = call.args.map((_, i) => argument(call, i, namer));
      const typeAt = args.findIndex((a) => a !== undefined && /^[A-Za-z]+\.[A-Za-z.]+\//.test(a));
      if (typeAt < 0) continue;
      const parts = args.slice(typeAt + 1);
      if (parts.length === 0 || parts.some((p) => p === undefined)) continue;
      out.push({ type: args[typeAt], name: parts.join('/') });
    } else if (/^reference$/i.test(call.name)) {
      const name = argument(call, 0, namer);
      if (name !== undefined) out.push({ name });
    }
  }
  return out;
}

/** Every reference a resource object makes, with the path of keys it is written under. */
export function armRefs(resource: DocNode, namer: (value: string) => string | undefined): ArmRef[] {
  const out: ArmRef[] = [];
  const walk = (node: DocNode, path: string[]) => {
    if (node.kind === 'map') {
      // Child resources are resources of their own.
      for (const e of node.entries) if (!(path.length === 0 && e.key === 'resources')) walk(e.value, [...path, e.key]);
    } else if (node.kind === 'seq') for (const item of node.items) walk(item, path);
    else if (typeof node.value === 'string') {
      if (isExpression(node.value)) for (const r of refsIn(node.value, namer)) out.push({ path, ...r });
      else if (path[0] === 'dependsOn') out.push({ path, name: node.value });
    }
  };
  walk(resource, []);
  return out;
}
