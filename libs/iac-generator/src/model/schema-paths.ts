/**
 * Every attribute a written resource type's bundled schema lets a user set, at any depth, with its
 * path and what it holds (libs/iac-schemas: the Terraform provider schemas, the
 * CloudFormation specification, the ARM schemas, the Kubernetes API). A line saying a stated value
 * is not in the files names the attribute that takes it from here, never from a list of wordings:
 * the user can then set it (issue 24, UNT); the reading asks it whether words name an attribute of a
 * thing read before ("default root object"); a stated value no reader took is placed on one of them
 * (targets/placed/settable.ts reads the single values among them).
 */
import {
  armType,
  cloudFormationSpec,
  kubernetesApi,
  objectShape,
  providerSchema,
  resolve,
  type SchemaNode,
} from '@infragen/iac-schemas';

/** An object on the way to an attribute: a block, a property type, a model. */
interface SchemaStep {
  /** Whether it is held many times (a list or a map of them), so one is written only as a list of one. */
  many: boolean;
  /** Its required fields: it can be added for one value only when it needs nothing else. */
  required: readonly string[];
}

export interface SchemaPath {
  /** Dotted, from the resource's body ("rule.default_retention.days", "EBSOptions.Iops", "spec.parallelism"). */
  path: string;
  /** What the schema says goes there: a number, a string, or anything else (a block, a list, a flag). */
  leaf: 'number' | 'string' | 'other';
  /** The one value it holds, when it holds one: a text, a number or a yes/no. */
  scalar?: 'string' | 'number' | 'bool';
  /** The texts it takes, when the schema lists them ("Hot", "Cool"). */
  choices?: readonly string[];
  /** The objects on its way, one per name before its own. */
  steps: readonly SchemaStep[];
}

// Deep enough for a Kubernetes pod template's container fields, shallow enough to stay quick.
const DEPTH = 7;
// Set by the provider, the platform or the writer itself: never where a stated value goes.
const NOT_SET = new Set(['id', 'status', 'tags', 'tags_all', 'apiVersion', 'kind', 'metadata']);
// Type codes of the CloudFormation specification and the Kubernetes API for one value.
const SCALAR_CODE: Record<string, SchemaPath['scalar']> = { s: 'string', i: 'number', n: 'number', b: 'bool' };
const leafOf = (scalar: SchemaPath['scalar']): SchemaPath['leaf'] =>
  scalar === 'number' ? 'number' : scalar === 'string' ? 'string' : 'other';

const cache = new Map<string, SchemaPath[]>();

function terraformPaths(type: string): SchemaPath[] {
  const provider = /^([a-z0-9]+)_/.exec(type)?.[1] ?? '';
  const schema = providerSchema(provider, 0);
  const entry = schema?.resources[type];
  if (!schema || !entry) return [];
  const computed = new Set(entry[1] ?? []);
  const out: SchemaPath[] = [];
  const walk = (i: number, prefix: string, steps: SchemaStep[]) => {
    if (steps.length > DEPTH) return;
    const s = schema.structs[i];
    for (const [name, code] of Object.entries(s.a))
      if (!(steps.length === 0 && computed.has(name))) {
        const scalar = SCALAR_CODE[code];
        out.push({ path: prefix + name, leaf: leafOf(scalar), scalar, steps });
      }
    for (const [name, [j, once]] of Object.entries(s.b ?? {}))
      walk(j, `${prefix}${name}.`, [...steps, { many: once !== 1, required: schema.structs[j].r ?? [] }]);
  };
  walk(entry[0], '', []);
  return out;
}

/** A CloudFormation or Kubernetes type code's object index and whether it is held many times ("lo12"). */
function innerOf(code: string): { index: number; many: boolean } | undefined {
  const m = /^([lm]*)o(\d+)$/.exec(code);
  return m ? { index: Number(m[2]), many: m[1].length > 0 } : undefined;
}

function cloudFormationPaths(type: string): SchemaPath[] {
  const spec = cloudFormationSpec();
  const t = spec.types[type];
  if (!t) return [];
  const out: SchemaPath[] = [];
  const walk = (props: Record<string, unknown[]>, prefix: string, steps: SchemaStep[]) => {
    for (const [name, p] of Object.entries(props)) {
      // A union of types is a list of codes: no one value, and the first object among them is walked.
      const codes = (Array.isArray(p[0]) ? p[0] : [p[0]]) as string[];
      const scalar = codes.length === 1 ? SCALAR_CODE[codes[0]] : undefined;
      const choices = Array.isArray(p[2]) && scalar === 'string' ? (p[2] as string[]) : undefined;
      out.push({ path: prefix + name, leaf: leafOf(scalar), scalar, choices, steps });
      const inner = codes.map(innerOf).find(Boolean);
      const def = inner && (spec.defs[inner.index] as Record<string, unknown[]> | undefined);
      if (inner && def && steps.length < DEPTH) {
        const required = Object.entries(def).flatMap(([n, q]) => (q[1] === 1 ? [n] : []));
        walk(def, `${prefix}${name}.`, [...steps, { many: inner.many, required }]);
      }
    }
  };
  walk(t.p as Record<string, unknown[]>, '', []);
  return out;
}

/** An ARM node's one value: its type, and the texts it takes when they are listed. */
function armScalar(node: SchemaNode): Pick<SchemaPath, 'scalar' | 'choices'> {
  const n = resolve(node);
  if (typeof n === 'string') return { scalar: SCALAR_CODE[n] };
  if ('e' in n) {
    const choices = n.e.filter((c): c is string => typeof c === 'string');
    return choices.length ? { scalar: 'string', choices } : {};
  }
  return {};
}

function armPaths(type: string): SchemaPath[] {
  const t = armType(type);
  if (!t) return [];
  const out: SchemaPath[] = [];
  const seen = new Set<unknown>();
  const walk = (node: SchemaNode, prefix: string, steps: SchemaStep[]) => {
    if (steps.length > DEPTH || seen.has(node)) return;
    seen.add(node);
    for (const [name, child] of objectShape(node)?.props ?? []) {
      if (steps.length === 0 && NOT_SET.has(name)) continue;
      const { scalar, choices } = armScalar(child);
      out.push({ path: prefix + name, leaf: leafOf(scalar), scalar, choices, steps });
      // A list of objects is walked through to its objects, held many times.
      let inner = child;
      let many = false;
      for (let n = resolve(inner); typeof n === 'object' && 'l' in n; n = resolve(inner)) {
        inner = n.l;
        many = true;
      }
      const required = [...(objectShape(inner)?.required ?? [])];
      walk(inner, `${prefix}${name}.`, [...steps, { many, required }]);
    }
  };
  walk(t.b, '', []);
  return out;
}

function kubernetesPaths(kind: string): SchemaPath[] {
  const api = kubernetesApi();
  const entry = Object.values(api.kinds)
    .map((kinds) => kinds[kind])
    .find((k) => k !== undefined);
  if (!entry) return [];
  const out: SchemaPath[] = [];
  const walk = (i: number, prefix: string, steps: SchemaStep[]) => {
    if (steps.length > DEPTH) return;
    for (const [name, code] of Object.entries(api.models[i]?.f ?? {})) {
      if (NOT_SET.has(name)) continue;
      const scalar = SCALAR_CODE[code];
      out.push({ path: prefix + name, leaf: leafOf(scalar), scalar, steps });
      const inner = innerOf(code);
      if (inner)
        walk(inner.index, `${prefix}${name}.`, [
          ...steps,
          { many: inner.many, required: api.models[inner.index]?.r ?? [] },
        ]);
    }
  };
  walk(entry[0], '', []);
  return out;
}

/** The settable paths of a type written in any format ("aws_s3_bucket", "AWS::SQS::Queue", "Microsoft.Cdn/profiles", "Job"). */
export function schemaPaths(type: string): SchemaPath[] {
  const known = cache.get(type);
  if (known) return known;
  let paths: SchemaPath[];
  try {
    paths = type.includes('::')
      ? cloudFormationPaths(type)
      : /^Microsoft\./i.test(type)
        ? armPaths(type)
        : /^[a-z0-9]+_/.test(type)
          ? terraformPaths(type)
          : kubernetesPaths(type);
  } catch {
    paths = [];
  }
  cache.set(type, paths);
  return paths;
}

/**
 * The resource type a produced address is written as: "aws_s3_bucket.logs" -> aws_s3_bucket,
 * "Logs (AWS::S3::Bucket)" -> AWS::S3::Bucket, "Microsoft.Cdn/profiles/originGroups/afd/og" ->
 * Microsoft.Cdn/profiles/originGroups, "Job/reindex" -> Job; undefined for a lookup or a note.
 */
export function typeOfAddress(address: string): string | undefined {
  const cfn = /\(([A-Za-z0-9]+::[A-Za-z0-9]+::[A-Za-z0-9]+)\)$/.exec(address)?.[1];
  if (cfn) return cfn;
  if (/^Microsoft\.[A-Za-z]+\//.test(address)) {
    const [namespace, ...rest] = address.split('/');
    return rest.length >= 2 ? [namespace, ...rest.slice(0, rest.length / 2)].join('/') : undefined;
  }
  const k8s = /^([A-Z][A-Za-z]+)\/[a-z0-9.-]+$/.exec(address)?.[1];
  if (k8s) return k8s;
  return /^([a-z0-9]+_[a-z0-9_]+)\.[\w-]+$/.exec(address)?.[1];
}
