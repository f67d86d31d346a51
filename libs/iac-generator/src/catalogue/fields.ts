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
import { withWanted } from './wanted';

/**
 * The required fields of a type, read from its schema; undefined when the type is unknown. With
 * `wanted` (field names a stated value goes in at any depth: `image`, `cpu`, `port`), also the one
 * optional field of each such name the schema places unambiguously, with the blocks that lead to it
 * (a container group's `container.ports.port`).
 */
export function requiredFields(
  dialect: Dialect,
  type: string,
  wanted?: ReadonlyMap<string, FieldType>,
): Field[] | undefined {
  const also = wanted?.size ? new Map([...wanted].map(([w, t]) => [w.toLowerCase(), t])) : undefined;
  const fields = schemaFields(dialect, type, !!also);
  return fields && also ? withWanted(fields, also) : fields;
}

// How deep the walk goes looking for a stated value's optional place.
const DEEPEST_WANTED = 6;

function schemaFields(dialect: Dialect, type: string, optional: boolean): Field[] | undefined {
  if (dialect === 'cloudformation') return cloudFormationFields(type, optional);
  if (dialect === 'arm') return armFields(type, optional);
  if (dialect === 'kubernetes') return kubernetesFields(type);
  const schema = terraformSchema(dialect);
  const entry = schema?.resources[type];
  if (!schema || !entry) return undefined;
  const computed = new Set(optional ? (entry[1] ?? []) : []);
  return terraformFields(schema, entry[0], 0, optional).filter((f) => !computed.has(f.name));
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

function terraformFields(schema: ProviderSchema, index: number, depth: number, optional = false): Field[] {
  const s = schema.structs[index];
  const required = new Set(s.r ?? []);
  const names = optional ? [...new Set([...required, ...Object.keys(s.a), ...Object.keys(s.b ?? {})])] : [...required];
  const out: Field[] = [];
  for (const name of names) {
    const mark = required.has(name) ? {} : { optional: true };
    if (s.a[name] !== undefined) out.push({ name, type: terraformType(s.a[name]), ...mark });
    else if (s.b?.[name] && depth < (optional ? DEEPEST_WANTED : 4))
      out.push({
        name,
        type: 'object',
        repeated: s.b[name][1] === 0,
        fields: terraformFields(schema, s.b[name][0], depth + 1, optional),
        ...mark,
      });
  }
  return out;
}

type CfnCode = string | string[];
type CfnProp = [CfnCode, (0 | 1)?, string[]?];

function cloudFormationFields(type: string, optional = false): Field[] | undefined {
  const spec = cloudFormationSpec() as unknown as {
    types: Record<string, { p: Record<string, CfnProp> }>;
    defs: Record<string, CfnProp>[];
  };
  const t = spec.types[type];
  if (!t) return undefined;
  const walk = (props: Record<string, CfnProp>, depth: number): Field[] =>
    Object.entries(props)
      .filter(([, p]) => optional || p[1] === 1)
      .map(([name, p]): Field => {
        const mark = p[1] === 1 ? {} : { optional: true };
        const code = Array.isArray(p[0]) ? p[0][0] : p[0];
        const object = objectField(name, code, depth, (i) => walk(spec.defs[i] ?? {}, depth + 1));
        if (object) return { ...object, ...mark };
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
        return { name, type, allowed: p[2], ...mark };
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

/** The object a list node holds, when it holds objects: a list of them is written with one element. */
function armListItem(node: SchemaNode): SchemaNode | undefined {
  const n = resolve(node);
  return typeof n === 'object' && 'l' in n && objectShape(n.l) ? n.l : undefined;
}

function armFields(type: string, optional = false): Field[] | undefined {
  const t = armType(type);
  if (!t || type.split('/').length !== 2) return undefined;
  // A stated value's place may lie deeper than any required field (a container's CPU request).
  const limit = optional ? DEEPEST_WANTED : 4;
  const walk = (node: SchemaNode, depth: number): Field[] => {
    const shape = objectShape(node);
    if (!shape) return [];
    const names = optional ? [...new Set([...shape.required, ...shape.props.keys()])] : [...shape.required];
    return names
      .filter((name) => !['name', 'type', 'apiVersion', 'id'].includes(name) || depth > 0)
      .filter((name) => shape.props.has(name))
      .map((name): Field => {
        const mark = shape.required.has(name) ? {} : { optional: true };
        const prop = shape.props.get(name)!;
        const kind = armNodeType(prop);
        const item = kind.type === 'list' ? armListItem(prop) : undefined;
        // A required list of objects gets one element with its required fields, never an empty list.
        if (item !== undefined && depth < limit)
          return { name, type: 'object', repeated: true, fields: walk(item, depth + 1), ...mark };
        if (kind.type === 'object' && depth < limit)
          return { name, type: 'object', fields: walk(prop, depth + 1), ...mark };
        return { name, ...kind, ...mark };
      });
  };
  const fields = walk(t.b, 0);
  // A tracked Azure resource is placed in a region even when the schema leaves `location` optional.
  const shape = objectShape(t.b);
  // Both are written whatever the schema requires, so they are never only optional.
  for (const f of fields) if (f.name === 'location' || f.name === 'properties') delete f.optional;
  if (shape?.props.has('location') && !fields.some((f) => f.name === 'location'))
    fields.unshift({ name: 'location', type: 'string' });
  if (!fields.some((f) => f.name === 'properties') && shape?.props.has('properties'))
    fields.push({ name: 'properties', type: 'object', fields: [] });
  return fields;
}
