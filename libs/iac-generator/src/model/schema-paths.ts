/**
 * Every attribute a written resource type's bundled schema lets a user set, at any depth, with its
 * path and what it holds (libs/iac-schemas: the Terraform provider schemas, the
 * CloudFormation specification, the ARM schemas, the Kubernetes API). A line saying a stated value
 * is not in the files names the attribute that takes it from here, never from a list of wordings:
 * the user can then set it (issue 24, UNT); the reading asks it whether words name an attribute of a
 * thing read before ("default root object").
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

export interface SchemaPath {
  /** Dotted, from the resource's body ("rule.default_retention.days", "EBSOptions.Iops", "spec.parallelism"). */
  path: string;
  /** What the schema says goes there: a number, a string, or anything else (a block, a list, a flag). */
  leaf: 'number' | 'string' | 'other';
}

// Deep enough for a Kubernetes pod template's container fields, shallow enough to stay quick.
const DEPTH = 7;
// Set by the provider, the platform or the writer itself: never where a stated value goes.
const NOT_SET = new Set(['id', 'status', 'tags', 'tags_all', 'apiVersion', 'kind', 'metadata']);

const cache = new Map<string, SchemaPath[]>();

function terraformPaths(type: string): SchemaPath[] {
  const provider = /^([a-z0-9]+)_/.exec(type)?.[1] ?? '';
  const schema = providerSchema(provider, 0);
  const entry = schema?.resources[type];
  if (!schema || !entry) return [];
  const computed = new Set(entry[1] ?? []);
  const out: SchemaPath[] = [];
  const walk = (i: number, prefix: string, depth: number) => {
    if (depth > DEPTH) return;
    const s = schema.structs[i];
    for (const [name, code] of Object.entries(s.a))
      if (!(depth === 0 && computed.has(name)))
        out.push({ path: prefix + name, leaf: code === 'n' ? 'number' : code === 's' ? 'string' : 'other' });
    for (const [name, [j]] of Object.entries(s.b ?? {})) walk(j, `${prefix}${name}.`, depth + 1);
  };
  walk(entry[0], '', 0);
  return out;
}

function cloudFormationPaths(type: string): SchemaPath[] {
  const spec = cloudFormationSpec();
  const t = spec.types[type];
  if (!t) return [];
  const out: SchemaPath[] = [];
  const walk = (props: Record<string, unknown[]>, prefix: string, depth: number) => {
    for (const [name, p] of Object.entries(props)) {
      const code = JSON.stringify(p[0]);
      out.push({ path: prefix + name, leaf: /^"[in]"$/.test(code) ? 'number' : code === '"s"' ? 'string' : 'other' });
      const inner = /o(\d+)/.exec(code)?.[1];
      if (inner && depth < DEPTH && spec.defs[Number(inner)])
        walk(spec.defs[Number(inner)] as Record<string, unknown[]>, `${prefix}${name}.`, depth + 1);
    }
  };
  walk(t.p as Record<string, unknown[]>, '', 0);
  return out;
}

function armPaths(type: string): SchemaPath[] {
  const t = armType(type);
  if (!t) return [];
  const out: SchemaPath[] = [];
  const seen = new Set<unknown>();
  const walk = (node: SchemaNode, prefix: string, depth: number) => {
    if (depth > DEPTH || seen.has(node)) return;
    seen.add(node);
    const n = resolve(node);
    if (typeof n === 'object' && 'l' in n) return walk(n.l, prefix, depth);
    for (const [name, child] of objectShape(node)?.props ?? []) {
      if (depth === 0 && NOT_SET.has(name)) continue;
      const leaf = resolve(child);
      out.push({
        path: prefix + name,
        leaf:
          leaf === 'i' || leaf === 'n'
            ? 'number'
            : leaf === 's' || (typeof leaf === 'object' && 'e' in leaf)
              ? 'string'
              : 'other',
      });
      walk(child, `${prefix}${name}.`, depth + 1);
    }
  };
  walk(t.b, '', 0);
  return out;
}

function kubernetesPaths(kind: string): SchemaPath[] {
  const api = kubernetesApi();
  const entry = Object.values(api.kinds)
    .map((kinds) => kinds[kind])
    .find((k) => k !== undefined);
  if (!entry) return [];
  const out: SchemaPath[] = [];
  const walk = (i: number, prefix: string, depth: number) => {
    if (depth > DEPTH) return;
    for (const [name, code] of Object.entries(api.models[i]?.f ?? {})) {
      if (NOT_SET.has(name)) continue;
      out.push({
        path: prefix + name,
        leaf: code === 'i' || code === 'n' ? 'number' : code === 's' ? 'string' : 'other',
      });
      const inner = /o(\d+)/.exec(code)?.[1];
      if (inner) walk(Number(inner), `${prefix}${name}.`, depth + 1);
    }
  };
  walk(entry[0], '', 0);
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
