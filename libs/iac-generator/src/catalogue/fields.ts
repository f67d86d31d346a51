/**
 * What a minimal block of a type holds: its required fields (nested ones included) and the
 * single-valued attributes a stated value can go to, read from each dialect's schema.
 */
import {
  armType,
  cloudFormationSpec,
  kubernetesApi,
  objectShape,
  resolve,
  type ProviderSchema,
  type SchemaNode,
} from '@infragen/iac-schemas';
import { type Dialect, type Field, type FieldType, terraformSchema } from './dialect';
import { kubernetesKind } from './kubernetes';

/** The required fields of a type, read from its schema; undefined when the type is unknown. */
export function requiredFields(dialect: Dialect, type: string): Field[] | undefined {
  if (dialect === 'cloudformation') return cloudFormationFields(type);
  if (dialect === 'arm') return armFields(type);
  if (dialect === 'kubernetes') return kubernetesFields(type);
  const schema = terraformSchema(dialect);
  const entry = schema?.resources[type];
  return schema && entry ? terraformFields(schema, entry[0], 0) : undefined;
}

function kubernetesType(code: string): FieldType {
  if (code === 'i' || code === 'n') return 'number';
  if (code === 'b') return 'bool';
  if (code.startsWith('l')) return 'list';
  if (code.startsWith('m')) return 'map';
  if (code.startsWith('o') || code === 'a') return 'object';
  return 'string';
}

// Every object carries these; the writer fills them.
const OBJECT_HEADER = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * A field whose compact schema code is an object (`o<n>`) or a list of them (`lo<n>`), with the
 * required fields of definition n (`fieldsOf`); undefined for any other code, and below four levels
 * of nesting, where the walk stops.
 */
function objectField(
  name: string,
  code: string,
  depth: number,
  fieldsOf: (definition: number) => Field[],
): Field | undefined {
  const object = /^l?o(\d+)$/.exec(code);
  if (!object || depth >= 4) return undefined;
  return { name, type: 'object', repeated: code.startsWith('l'), fields: fieldsOf(Number(object[1])) };
}

/** Required fields of a kind (its header is the writer's), nested ones included. */
function kubernetesFields(type: string): Field[] | undefined {
  const k = kubernetesKind(type);
  if (!k) return undefined;
  const models = kubernetesApi().models;
  const walk = (model: { f: Record<string, string>; r?: string[] }, depth: number): Field[] =>
    (model.r ?? [])
      .filter((name) => depth > 0 || !OBJECT_HEADER.has(name))
      .map((name) => {
        const code = model.f[name] ?? 's';
        return (
          objectField(name, code, depth, (i) => walk(models[i], depth + 1)) ?? { name, type: kubernetesType(code) }
        );
      });
  return walk(k.model, 0);
}

/** A single-valued attribute a type's schema has, where a value stated for the type can go. */
export interface Attribute {
  /** Top level; for ARM, `properties.<name>` or a top-level scalar such as `kind`. */
  path: string[];
  type: 'string' | 'number' | 'bool';
  /** Values the schema allows, when it lists them. */
  allowed?: string[];
}

const SCALAR: Record<string, Attribute['type']> = { string: 'string', number: 'number', bool: 'bool' };
// Written by the generator itself (identity, placement), never from words of the request.
const NOT_STATED = new Set(['id', 'name', 'apiVersion', 'location', 'resource_group_name', 'project', 'region']);

/** The scalar attributes of a type (optional ones included); undefined when the type is unknown. */
export function scalarAttributes(dialect: Dialect, type: string): Attribute[] | undefined {
  const out: Attribute[] = [];
  const push = (path: string[], kind: { type: FieldType; allowed?: string[] }) => {
    const scalar = SCALAR[kind.type];
    if (scalar && !NOT_STATED.has(path[path.length - 1])) out.push({ path, type: scalar, allowed: kind.allowed });
  };
  if (dialect === 'cloudformation') {
    const t = (cloudFormationSpec() as unknown as { types: Record<string, { p: Record<string, CfnProp> }> }).types[
      type
    ];
    if (!t) return undefined;
    for (const [name, p] of Object.entries(t.p)) {
      const code = Array.isArray(p[0]) ? p[0][0] : p[0];
      const kind = code === 's' ? 'string' : code === 'i' || code === 'n' ? 'number' : code === 'b' ? 'bool' : 'object';
      push([name], { type: kind, allowed: p[2] });
    }
    return out;
  }
  if (dialect === 'kubernetes') {
    const k = kubernetesKind(type);
    if (!k) return undefined;
    for (const [name, code] of Object.entries(k.model.f))
      if (!OBJECT_HEADER.has(name)) push([name], { type: kubernetesType(code) });
    const spec = /^o(\d+)$/.exec(k.model.f.spec ?? '');
    const inner = spec ? kubernetesApi().models[Number(spec[1])] : undefined;
    for (const [name, code] of Object.entries(inner?.f ?? {})) push(['spec', name], { type: kubernetesType(code) });
    return out;
  }
  if (dialect === 'arm') {
    const t = armType(type);
    const shape = t && type.split('/').length === 2 ? objectShape(t.b) : undefined;
    if (!shape) return undefined;
    for (const [name, node] of shape.props) if (name !== 'type') push([name], armNodeType(node));
    const properties = shape.props.get('properties');
    const inner = properties === undefined ? undefined : objectShape(properties);
    for (const [name, node] of inner?.props ?? []) push(['properties', name], armNodeType(node));
    return out;
  }
  const schema = terraformSchema(dialect);
  const entry = schema?.resources[type];
  if (!schema || !entry) return undefined;
  const computed = new Set(entry[1] ?? []);
  for (const [name, code] of Object.entries(schema.structs[entry[0]].a))
    if (!computed.has(name)) push([name], { type: terraformType(code) });
  return out;
}

/** The ARM apiVersion the minimal block is written for: the one its schema describes. */
export function armApiVersion(type: string): string | undefined {
  return armType(type)?.s;
}

function terraformType(code: string): FieldType {
  if (code === 's') return 'string';
  if (code === 'n') return 'number';
  if (code === 'b') return 'bool';
  if (code.startsWith('l')) return 'list';
  if (code.startsWith('m')) return 'map';
  return 'object';
}

function terraformFields(schema: ProviderSchema, index: number, depth: number): Field[] {
  const s = schema.structs[index];
  const out: Field[] = [];
  for (const name of s.r ?? []) {
    if (s.a[name] !== undefined) out.push({ name, type: terraformType(s.a[name]) });
    else if (s.b?.[name] && depth < 4)
      out.push({
        name,
        type: 'object',
        repeated: s.b[name][1] === 0,
        fields: terraformFields(schema, s.b[name][0], depth + 1),
      });
  }
  return out;
}

type CfnCode = string | string[];
type CfnProp = [CfnCode, (0 | 1)?, string[]?];

function cloudFormationFields(type: string): Field[] | undefined {
  const spec = cloudFormationSpec() as unknown as {
    types: Record<string, { p: Record<string, CfnProp> }>;
    defs: Record<string, CfnProp>[];
  };
  const t = spec.types[type];
  if (!t) return undefined;
  const walk = (props: Record<string, CfnProp>, depth: number): Field[] =>
    Object.entries(props)
      .filter(([, p]) => p[1] === 1)
      .map(([name, p]) => {
        const code = Array.isArray(p[0]) ? p[0][0] : p[0];
        const object = objectField(name, code, depth, (i) => walk(spec.defs[i] ?? {}, depth + 1));
        if (object) return object;
        const type: FieldType =
          code === 's'
            ? 'string'
            : code === 'i' || code === 'n'
              ? 'number'
              : code === 'b'
                ? 'bool'
                : code === 'j'
                  ? 'json'
                  : code.startsWith('l')
                    ? 'list'
                    : code.startsWith('m')
                      ? 'map'
                      : 'object';
        return { name, type, allowed: p[2] };
      });
  return walk(t.p, 0);
}

function armNodeType(node: SchemaNode): { type: FieldType; allowed?: string[] } {
  const n = resolve(node);
  if (typeof n === 'string')
    return { type: n === 's' ? 'string' : n === 'i' || n === 'n' ? 'number' : n === 'b' ? 'bool' : 'object' };
  if ('e' in n) return { type: 'string', allowed: n.e.filter((v): v is string => typeof v === 'string') };
  if ('l' in n) return { type: 'list' };
  return { type: 'object' };
}

function armFields(type: string): Field[] | undefined {
  const t = armType(type);
  if (!t || type.split('/').length !== 2) return undefined;
  const walk = (node: SchemaNode, depth: number): Field[] => {
    const shape = objectShape(node);
    if (!shape) return [];
    return [...shape.required]
      .filter((name) => !['name', 'type', 'apiVersion', 'id'].includes(name) || depth > 0)
      .map((name) => {
        const prop = shape.props.get(name)!;
        const kind = armNodeType(prop);
        if (kind.type === 'object' && depth < 4)
          return { name, type: 'object' as const, fields: walk(prop, depth + 1) };
        return { name, ...kind };
      });
  };
  const fields = walk(t.b, 0);
  // A tracked Azure resource is placed in a region even when the schema leaves `location` optional.
  const shape = objectShape(t.b);
  if (shape?.props.has('location') && !fields.some((f) => f.name === 'location'))
    fields.unshift({ name: 'location', type: 'string' });
  if (!fields.some((f) => f.name === 'properties') && shape?.props.has('properties'))
    fields.push({ name: 'properties', type: 'object', fields: [] });
  return fields;
}
