#!/usr/bin/env node
// Extracts what the ARM and Bicep validators need from a checkout of the public
// Azure/azure-resource-manager-schemas repository (MIT): every resource type with all its known
// apiVersions, and, for the newest stable apiVersion of each type (the newest preview when a type
// has no stable one), its body schema compacted to property names, types, enums and required
// flags (descriptions and the "or an expression" alternatives dropped: every ARM value may be an
// expression, which the validator knows). Writes libs/iac-schemas/data/arm/schemas.json.gz.
//
// Usage: node scripts/schemas/arm-schemas.mjs --schemas <checkout>/schemas [--commit <sha>]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, option, writeManifestEntry } from './common.mjs';

const root = option('--schemas');
if (!root || !existsSync(root)) {
  console.error('Usage: node scripts/schemas/arm-schemas.mjs --schemas <azure-resource-manager-schemas>/schemas');
  process.exit(2);
}
const commit = option('--commit') ?? 'unknown';
const SCOPES = [
  'resourceDefinitions',
  'subscription_resourceDefinitions',
  'tenant_resourceDefinitions',
  'managementGroup_resourceDefinitions',
  'extension_resourceDefinitions',
  'unknown_resourceDefinitions',
];

const files = new Map();
const load = (rel) => {
  if (!files.has(rel)) {
    const path = join(root, rel);
    files.set(rel, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
  }
  return files.get(rel);
};

// Every type -> its apiVersions, and where its definition for each version lives.
const versions = new Map();
for (const dir of readdirSync(root)) {
  if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(dir)) continue;
  for (const name of readdirSync(join(root, dir))) {
    if (!name.startsWith('Microsoft.') || !name.endsWith('.json')) continue;
    const rel = `${dir}/${name}`;
    const schema = load(rel);
    for (const scope of SCOPES)
      for (const [defName, def] of Object.entries(schema[scope] ?? {})) {
        const type = def.properties?.type?.enum?.[0];
        const version = def.properties?.apiVersion?.enum?.[0];
        if (typeof type !== 'string' || typeof version !== 'string') continue;
        const key = type.toLowerCase();
        if (!versions.has(key)) versions.set(key, { type, all: new Map() });
        versions.get(key).all.set(version, { rel, defName, scope, type });
      }
    files.delete(rel); // keep memory flat; reloaded on demand below
  }
}

const isExpressionRef = (s) =>
  typeof s?.$ref === 'string' && s.$ref.endsWith('common/definitions.json#/definitions/expression');
const defs = [];
const defIndex = new Map();

function resolveRef(ref, rel) {
  const [file, pointer] = ref.split('#');
  const target = file ? file.replace(/^https?:\/\/schema\.management\.azure\.com\/schemas\//, '') : rel;
  const name = pointer.replace(/^\/definitions\//, '');
  return { rel: target, name };
}

function refNode(ref, rel) {
  const { rel: target, name } = resolveRef(ref, rel);
  const key = `${target}#${name}`;
  if (defIndex.has(key)) return defIndex.get(key);
  const schema = load(target)?.definitions?.[name];
  if (!schema) return 'a';
  const index = defs.length;
  defs.push(null);
  defIndex.set(key, index);
  defs[index] = node(schema, target);
  return index;
}

// Node: 's' string, 'i' integer, 'n' number, 'b' boolean, 'a' anything; {e: [...]} one of these
// strings; {l: node} array; {p: {name: node}, r: [required], m: node | 'a'} object; {u: [nodes]}
// any of these; {all: [nodes]} all of these; a number: the definition at that index (shared, and finite for recursive types).
function node(schema, rel) {
  if (!schema || typeof schema !== 'object') return 'a';
  if (schema.$ref) return isExpressionRef(schema) ? 'a' : refNode(schema.$ref, rel);
  const alternatives = (schema.oneOf ?? schema.anyOf ?? []).filter((s) => !isExpressionRef(s));
  if (alternatives.length && !schema.properties) {
    const nodes = alternatives.map((s) => node(s, rel));
    return nodes.length === 1 ? nodes[0] : { u: nodes };
  }
  // A discriminated union beside common properties (deploymentScripts' `kind`: AzurePowerShell or
  // AzureCLI, each with its own `properties`): the common part and any one of the variants.
  if (alternatives.length) {
    const own = node({ ...schema, oneOf: undefined, anyOf: undefined }, rel);
    const nodes = alternatives.map((s) => node(s, rel));
    return { all: [own, nodes.length === 1 ? nodes[0] : { u: nodes }] };
  }
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => node(s, rel));
    const own = schema.properties ? node({ ...schema, allOf: undefined }, rel) : undefined;
    return { all: own ? [...parts, own] : parts };
  }
  if (Array.isArray(schema.enum)) return { e: schema.enum };
  const type = schema.type;
  if (type === 'string') return 's';
  if (type === 'integer') return 'i';
  if (type === 'number') return 'n';
  if (type === 'boolean') return 'b';
  if (type === 'array') return { l: node(schema.items, rel) };
  if (type === 'object' || schema.properties) {
    const out = { p: {} };
    for (const [name, prop] of Object.entries(schema.properties ?? {})) out.p[name] = node(prop, rel);
    if (schema.required?.length) out.r = schema.required;
    const extra = schema.additionalProperties;
    if (extra && extra !== false) out.m = extra === true ? 'a' : node(extra, rel);
    else if (!schema.properties) out.m = 'a';
    return out;
  }
  return 'a';
}

/**
 * A resource body without the keys the template language owns, in the body itself and in each
 * variant of a discriminated union (a shared definition is copied, never changed in place).
 */
function withoutTemplateKeys(body) {
  if (typeof body === 'number') return withoutTemplateKeys(defs[body]);
  if (body?.all) return { all: body.all.map(withoutTemplateKeys) };
  if (body?.u) return { u: body.u.map(withoutTemplateKeys) };
  if (!body?.p) return body;
  const out = { ...body, p: { ...body.p } };
  for (const k of RESOURCE_KEYS_OWNED_BY_TEMPLATE) delete out.p[k];
  out.r = body.r?.filter((k) => !RESOURCE_KEYS_OWNED_BY_TEMPLATE.includes(k));
  if (!out.r?.length) delete out.r;
  return out;
}

const compareVersions = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const types = {};
const RESOURCE_KEYS_OWNED_BY_TEMPLATE = [
  'apiVersion',
  'type',
  'resources',
  'dependsOn',
  'condition',
  'copy',
  'comments',
  'scope',
];
for (const { all } of [...versions.values()].sort((a, b) => a.type.localeCompare(b.type))) {
  const list = [...all.keys()].sort(compareVersions);
  const stable = list.filter((v) => !v.endsWith('-preview'));
  const chosen = (stable.length ? stable : list).at(-1);
  // The spelling of the chosen version names the type (older files sometimes differ in case).
  const { rel, defName, scope, type } = all.get(chosen);
  const def = load(rel)[scope][defName];
  types[type] = { v: list, s: chosen, b: withoutTemplateKeys(node(def, rel)) };
}

const out = { source: `Azure/azure-resource-manager-schemas@${commit}`, types, defs };
const gz = gzipSync(JSON.stringify(out), { level: 9 });
mkdirSync(join(dataDir, 'arm'), { recursive: true });
writeFileSync(join(dataDir, 'arm', 'schemas.json.gz'), gz);
writeManifestEntry('arm/schemas', {
  source: `Azure/azure-resource-manager-schemas@${commit}`,
  resourceTypes: Object.keys(types).length,
  bytes: gz.length,
});
console.log(
  `arm: ${Object.keys(types).length} resource types, ${defs.length} definitions, ${(gz.length / 1024).toFixed(0)} KB gzipped`,
);
