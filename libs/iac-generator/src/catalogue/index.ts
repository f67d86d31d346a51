/**
 * The catalogue: every resource type the providers define, read from the schemas that checked
 * output validates against (libs/iac-schemas, its data and loaders): the Terraform
 * providers, the CloudFormation specification, the ARM schemas and the Kubernetes API. When a
 * request names a resource type, or a service the generator's kinds do not know, the catalogue
 * says which type it is, which of its arguments are required and which single-valued attributes it
 * has (for values stated next to it, see stated.ts), so a minimal, valid block can be written
 * instead of nothing. The schemas are loaded on first use, only by requests that need them.
 *
 * @example
 *   findType('terraform:aws', ['amazon', 'mq', 'broker'])  // 'aws_mq_broker'
 *   requiredFields('terraform:aws', 'aws_mq_broker')        // broker_name, engine_type, ..., user { ... }
 */
import RENAMED from './renamed-products.json';
import {
  armType,
  armTypeNames,
  cloudFormationSpec,
  kubernetesApi,
  objectShape,
  providerSchema,
  resolve,
  type ProviderSchema,
  type SchemaNode,
} from '@infragen/iac-schemas';
import { kubernetesKind, kubernetesSource } from './kubernetes';

export type Dialect =
  | 'terraform:aws'
  | 'terraform:azurerm'
  | 'terraform:google'
  | 'cloudformation'
  | 'arm'
  /** Kubernetes kinds, written as manifest objects (YAML, or `kubernetes_manifest` in Terraform). */
  | 'kubernetes';

type FieldType = 'string' | 'number' | 'bool' | 'list' | 'map' | 'json' | 'object';

/** A required value of a minimal block, described so each format's writer can spell it. */
export interface Field {
  name: string;
  type: FieldType;
  /** Required fields of a nested block or object. */
  fields?: Field[];
  /** A block or object that the schema allows several of (written once). */
  repeated?: boolean;
  /** Values the schema allows; the first is written. */
  allowed?: string[];
}

const PROVIDER: Record<string, string> = {
  'terraform:aws': 'aws',
  'terraform:azurerm': 'azurerm',
  'terraform:google': 'google',
};

/**
 * The schema a Terraform dialect writes against: the one its pinned provider version selects (the
 * oldest bundled), loaded alone (the newer majors cost memory and are never read here).
 */
function terraformSchema(dialect: Dialect): ProviderSchema | undefined {
  return providerSchema(PROVIDER[dialect] ?? '', 0);
}

/** Where the catalogue's knowledge comes from, for the explanation. */
export function schemaSource(dialect: Dialect): string {
  if (dialect === 'cloudformation')
    return `the CloudFormation resource specification (${cloudFormationSpec().package})`;
  if (dialect === 'arm') return 'the Azure resource manager schemas';
  if (dialect === 'kubernetes') return kubernetesSource();
  const s = terraformSchema(dialect);
  return `the hashicorp/${PROVIDER[dialect]} ${s?.version ?? ''} provider schema`.replace(/\s+provider/, ' provider');
}

export function hasType(dialect: Dialect, type: string): boolean {
  if (dialect === 'cloudformation') return !!cloudFormationSpec().types[type];
  if (dialect === 'arm') return !!armType(type) && type.split('/').length === 2;
  if (dialect === 'kubernetes') return !!kubernetesKind(type);
  return !!terraformSchema(dialect)?.resources[type];
}

const stem = (w: string) =>
  w.length > 4 && w.endsWith('ies') ? `${w.slice(0, -3)}y` : w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w;
/** The words of a name written in CamelCase or with underscores, lower case and singular. */
export const camelWords = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .filter(Boolean)
    .map(stem);

/** A type's words: the service (namespace) part and the resource part. */
interface Named {
  type: string;
  service: string[];
  resource: string[];
}

const indexes = new Map<Dialect, Named[]>();

function namesOf(dialect: Dialect): Named[] {
  let list = indexes.get(dialect);
  if (list) return list;
  if (dialect === 'cloudformation')
    list = Object.keys(cloudFormationSpec().types).map((type) => {
      const [, service, resource] = type.split('::');
      return { type, service: camelWords(service), resource: camelWords(resource) };
    });
  // Kubernetes kinds are identifiers, found only when written as such (`RuntimeClass`): in plain words
  // ("the EBS CSI driver") they name something that already exists far more often than a new object.
  else if (dialect === 'kubernetes') list = [];
  else if (dialect === 'arm')
    list = armTypeNames()
      .filter((t) => t.split('/').length === 2)
      .map((type) => {
        const [ns, resource] = type.replace(/^Microsoft\./, '').split('/');
        return { type, service: camelWords(ns), resource: camelWords(resource) };
      });
  else
    list = Object.keys(terraformSchema(dialect)?.resources ?? {}).map((type) => {
      const words = type.split('_').slice(1).map(stem);
      return { type, service: words.slice(0, 1), resource: words.slice(1) };
    });
  indexes.set(dialect, list);
  return list;
}

// Resource parts so general that the service's name must carry the match (`Microsoft.ApiManagement/service`).
const GENERAL = new Set([
  'service',
  'server',
  'account',
  'namespace',
  'workspace',
  'profile',
  'cluster',
  'site',
  'vault',
  'registry',
  'instance',
  'domain',
]);

/**
 * The request's words as the schema's type names say them: a product's newer name ("AI Search") stands for
 * the words its types still carry ("search service"), and those words count as a product's own name.
 */
function schemaWords(dialect: Dialect, words: readonly string[]): { have: Set<string>; named: Set<string> } {
  const have = new Set(words.map((w) => stem(w.toLowerCase())));
  const named = new Set<string>();
  for (const r of RENAMED.renamed) {
    if (!r.in.includes(dialect) || !r.said.every((w) => have.has(w))) continue;
    for (const w of r.said) have.delete(w);
    for (const w of r.means) {
      have.add(w);
      named.add(w);
    }
  }
  return { have, named };
}

/**
 * The resource type a request's words name in this dialect, if one clearly does: every word of
 * its name appears in the request (the resource part and the service, or a general resource part
 * with the whole service name), with at least two words matched.
 */
export function findType(
  dialect: Dialect,
  words: readonly string[],
  head?: string,
  /** When given, a match must use at least one word it accepts (a product name rather than plain English). */
  distinctive?: (word: string) => boolean,
): string | undefined {
  const { have, named } = schemaWords(dialect, words);
  const headWord = head && stem(head.toLowerCase());
  let best: { type: string; score: number; extra: number; headed: boolean } | undefined;
  for (const n of namesOf(dialect)) {
    const resourceIn = n.resource.every((w) => have.has(w));
    const serviceHits = n.service.filter((w) => have.has(w)).length;
    const serviceAll = serviceHits === n.service.length;
    const terraform = dialect.startsWith('terraform:');
    // The resource part must be there, with the service's name unless the resource part is distinctive
    // (two words or more: "event bus", "azure firewall"); a general resource part ("service") needs the
    // whole service name ("API Management").
    const ok =
      (resourceIn && (serviceAll || (!terraform && serviceHits > 0) || n.resource.length >= 2)) ||
      (!terraform && serviceAll && n.service.length >= 2 && n.resource.every((w) => GENERAL.has(w) || have.has(w)));
    if (!ok) continue;
    const distinct = new Set([...n.resource, ...n.service].filter((w) => have.has(w)));
    const score = distinct.size;
    if (score < 2 || (distinctive && ![...distinct].some((w) => named.has(w) || distinctive(w)))) continue;
    const extra = new Set([...n.resource, ...n.service]).size - score;
    // Ties go to the type named by the request's head word ("Logic App workflow" is a workflow).
    const headed = !!headWord && n.resource.includes(headWord);
    const better =
      !best ||
      score > best.score ||
      (score === best.score && (extra < best.extra || (extra === best.extra && headed && !best.headed)));
    if (better) best = { type: n.type, score, extra, headed };
  }
  return best?.type;
}

/**
 * The one type of a service whose name ends in `head` ("Glue database" is `aws_glue_catalog_database`,
 * "Glue table" `aws_glue_catalog_table`): for a product's name before a general word, when no type
 * holds exactly those words. Undefined when none, or several, do.
 */
export function typeOfServiceEndingIn(dialect: Dialect, service: string, head: string): string | undefined {
  const want = stem(head.toLowerCase());
  const found = namesOf(dialect).filter(
    (n) => n.service.join('') === service.toLowerCase() && n.resource[n.resource.length - 1] === want,
  );
  return found.length === 1 ? found[0].type : undefined;
}

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
