/**
 * Reads the resources of ARM templates (JSON). A child resource nested in its parent's `resources`
 * counts under its full type (Microsoft.Sql/servers + databases -> Microsoft.Sql/servers/databases);
 * a nested deployment's inline template is read too. `[parameters('x')]` reads as the value given in
 * a parameters file, else the parameter's defaultValue, and `[variables('x')]` as the variable;
 * `[resourceId(...)]` of such values as the id it makes.
 */
import { type OutputFile, type ReadResult, type Resource } from '../types';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Scope {
  parameters: Map<string, unknown>;
  variables: Map<string, unknown>;
}

const CALL = /^\[\s*(parameters|variables)\(\s*'([^']+)'\s*\)\s*\]$/;

const RESOURCE_ID = /^\[\s*resourceId\((.*)\)\s*\]$/s;

/**
 * `[resourceId(group?, 'Microsoft.X/a/b', name1, name2)]` as the id it makes, its arguments
 * literals or parameters and variables with a value: ".../resourceGroups/g/providers/Microsoft.X/a/name1/b/name2"
 * (the subscription left out when not given). Undefined when an argument has no known value.
 */
function resourceIdOf(args: string, scope: Scope): string | undefined {
  const values = args.split(',').map((a) => {
    const arg = a.trim();
    const literal = /^'([^']*)'$/.exec(arg)?.[1];
    if (literal !== undefined) return literal;
    const call = /^(parameters|variables)\(\s*'([^']+)'\s*\)$/.exec(arg);
    const source = call ? (call[1] === 'parameters' ? scope.parameters : scope.variables) : undefined;
    const v = call ? source?.get(call[2]) : undefined;
    return typeof v === 'string' ? v : undefined;
  });
  if (values.some((v) => v === undefined)) return undefined;
  const at = values.findIndex((v) => /^[A-Za-z]+\.[A-Za-z.]+\/[A-Za-z/]+$/.test(v!));
  if (at < 0) return undefined;
  const [namespace, ...types] = values[at]!.split('/');
  const names = values.slice(at + 1) as string[];
  if (names.length !== types.length) return undefined;
  const before = values.slice(0, at) as string[];
  const group = before.length ? `/resourceGroups/${before[before.length - 1]}` : '';
  const subscription = before.length > 1 ? `/subscriptions/${before[0]}` : '';
  return `${subscription}${group}/providers/${namespace}/${types.map((t, i) => `${t}/${names[i]}`).join('/')}`;
}

function resolve(value: unknown, scope: Scope, depth = 0): unknown {
  if (depth > 12) return value;
  if (typeof value === 'string') {
    const id = RESOURCE_ID.exec(value);
    if (id) return resourceIdOf(id[1], scope) ?? value;
    const m = CALL.exec(value);
    if (!m) return value;
    const source = m[1] === 'parameters' ? scope.parameters : scope.variables;
    return source.has(m[2]) ? resolve(source.get(m[2]), scope, depth + 1) : value;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, scope, depth + 1));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, scope, depth + 1)]));
  return value;
}

/** Values of a parameters file (`{parameters: {x: {value}}}`), which win over the defaults. */
function givenValues(docs: Json[]): Map<string, unknown> {
  const given = new Map<string, unknown>();
  for (const doc of docs)
    if (!('resources' in doc) && isObject(doc.parameters))
      for (const [name, p] of Object.entries(doc.parameters)) if (isObject(p) && 'value' in p) given.set(name, p.value);
  return given;
}

function scopeOf(template: Json, given: Map<string, unknown>): Scope {
  const parameters = new Map<string, unknown>();
  if (isObject(template.parameters))
    for (const [name, p] of Object.entries(template.parameters)) {
      if (given.has(name)) parameters.set(name, given.get(name));
      else if (isObject(p) && p.defaultValue !== undefined) parameters.set(name, p.defaultValue);
    }
  const variables = new Map<string, unknown>(isObject(template.variables) ? Object.entries(template.variables) : []);
  return { parameters, variables };
}

const listOf = (resources: unknown): unknown[] =>
  Array.isArray(resources) ? resources : isObject(resources) ? Object.values(resources) : [];

function collect(template: Json, file: string, given: Map<string, unknown>, out: Resource[]): void {
  const scope = scopeOf(template, given);
  const walk = (resources: unknown, parentType?: string) => {
    for (const r of listOf(resources)) {
      if (!isObject(r) || typeof r.type !== 'string') continue;
      const type = parentType && !r.type.includes('/') ? `${parentType}/${r.type}` : r.type;
      const { resources: children, ...rest } = r;
      const body = resolve(rest, scope) as Json;
      const copy = isObject(body.copy) ? Number(body.copy.count) : NaN;
      out.push({
        file,
        name: String(body.name ?? ''),
        views: [{ type, body }],
        instances: Number.isInteger(copy) && copy >= 0 ? copy : 1,
      });
      walk(children, type);
      const inner = isObject(r.properties) ? r.properties.template : undefined;
      if (type.toLowerCase() === 'microsoft.resources/deployments' && isObject(inner))
        collect(inner, file, new Map(), out);
    }
  };
  walk(template.resources);
}

export function readArm(files: readonly OutputFile[]): ReadResult {
  const errors: string[] = [];
  const docs: { file: string; doc: Json }[] = [];
  for (const f of files.filter((f) => f.path.endsWith('.json'))) {
    try {
      const doc: unknown = JSON.parse(f.content);
      if (isObject(doc)) docs.push({ file: f.path, doc });
    } catch (e) {
      errors.push(`${f.path}: ${(e as Error).message}`);
    }
  }
  const given = givenValues(docs.map((d) => d.doc));
  const resources: Resource[] = [];
  for (const { file, doc } of docs) if ('resources' in doc) collect(doc, file, given, resources);
  return { resources, parses: errors.length === 0, errors };
}
