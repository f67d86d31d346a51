/**
 * Every key a resource type's bundled schema has, at any depth (libs/iac-schemas: the Terraform
 * provider schemas, the CloudFormation specification, the ARM schemas, the Kubernetes API), for
 * judging an answer line that says a resource cannot take a setting: where the schema has a key
 * for it, the line is untrue (a Cloud SQL instance's disk_autoresize_limit, a DaemonSet's
 * nodeSelector). A status, read-only by nature, is no place a setting goes.
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

const DEPTH = 6;
const cache = new Map<string, string[] | undefined>();

function terraformKeys(type: string): string[] | undefined {
  const provider = /^(aws|azurerm|google|kubernetes)_/.exec(type)?.[1];
  const schema = provider ? providerSchema(provider, 0) : undefined;
  const entry = schema?.resources[type];
  if (!schema || !entry) return undefined;
  const keys: string[] = [];
  const seen = new Set<number>();
  const walk = (i: number, depth: number) => {
    if (seen.has(i) || depth > DEPTH) return;
    seen.add(i);
    const s = schema.structs[i];
    keys.push(...Object.keys(s.a));
    for (const [name, [j]] of Object.entries(s.b ?? {})) {
      keys.push(name);
      walk(j, depth + 1);
    }
  };
  walk(entry[0], 0);
  return keys;
}

function cloudFormationKeys(type: string): string[] | undefined {
  const spec = cloudFormationSpec();
  const t = spec.types[type];
  if (!t) return undefined;
  const keys: string[] = [];
  const seen = new Set<number>();
  const walk = (props: Record<string, unknown[]>, depth: number) => {
    for (const [name, p] of Object.entries(props)) {
      keys.push(name);
      for (const m of JSON.stringify(p[0]).matchAll(/o(\d+)/g)) {
        const i = Number(m[1]);
        if (seen.has(i) || depth >= DEPTH || !spec.defs[i]) continue;
        seen.add(i);
        walk(spec.defs[i] as Record<string, unknown[]>, depth + 1);
      }
    }
  };
  walk(t.p as Record<string, unknown[]>, 0);
  return keys;
}

function armKeys(type: string): string[] | undefined {
  const t = armType(type);
  if (!t) return undefined;
  const keys: string[] = [];
  const seen = new Set<unknown>();
  const walk = (node: SchemaNode, depth: number) => {
    if (depth > DEPTH || seen.has(node)) return;
    seen.add(node);
    const n = resolve(node);
    if (typeof n === 'object' && 'l' in n) return walk(n.l, depth);
    const shape = objectShape(node);
    for (const [name, child] of shape?.props ?? []) {
      keys.push(name);
      walk(child, depth + 1);
    }
  };
  walk(t.b, 0);
  return keys;
}

function kubernetesKeys(kind: string): string[] | undefined {
  const api = kubernetesApi();
  const entry = Object.values(api.kinds)
    .map((kinds) => kinds[kind])
    .find((k) => k !== undefined);
  if (!entry) return undefined;
  const keys: string[] = [];
  const seen = new Set<number>();
  const walk = (i: number, depth: number) => {
    if (seen.has(i) || depth > DEPTH) return;
    seen.add(i);
    for (const [name, code] of Object.entries(api.models[i]?.f ?? {})) {
      if (name === 'status') continue;
      keys.push(name);
      const inner = /o(\d+)/.exec(code)?.[1];
      if (inner) walk(Number(inner), depth + 1);
    }
  };
  walk(entry[0], 0);
  return keys;
}

/** The keys of a type written in any format ("google_sql_database_instance", "AWS::SQS::Queue", "Deployment"). */
export function schemaKeys(type: string): string[] | undefined {
  if (cache.has(type)) return cache.get(type);
  let keys: string[] | undefined;
  try {
    keys = type.includes('::')
      ? cloudFormationKeys(type)
      : /^Microsoft\./i.test(type)
        ? armKeys(type.split('@')[0])
        : /^[a-z]+_/.test(type)
          ? terraformKeys(type)
          : kubernetesKeys(type);
  } catch {
    keys = undefined;
  }
  cache.set(type, keys);
  return keys;
}
