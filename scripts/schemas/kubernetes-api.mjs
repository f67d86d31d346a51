#!/usr/bin/env node
// Extracts the Kubernetes API's kinds and field types from @kubernetes/client-node (its generated
// models: every model's attributeTypeMap gives field names and types, its .d.ts marks optional
// fields with `?`, and each API class names the group/version and the kinds it creates). The
// package is downloaded with `npm pack` into a temporary folder outside the repository; only the
// compact result is written, to libs/iac-schemas/data/kubernetes/api.json.gz.
//
// Usage: node scripts/schemas/kubernetes-api.mjs [--work /tmp/k8s-schemas]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, option, writeManifestEntry } from './common.mjs';

const SPEC = '@kubernetes/client-node@2.0.1';
const work = option('--work') ?? join(tmpdir(), 'infragen-k8s-schemas');
const pkg = join(work, 'package');
if (!existsSync(pkg)) {
  mkdirSync(work, { recursive: true });
  const tgz = execFileSync('npm', ['pack', SPEC, '--silent', '--pack-destination', work], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', join(work, tgz), '-C', work]);
}
const gen = join(pkg, 'dist/gen');
const release = /OpenAPI spec version: release-([0-9.]+)/.exec(readFileSync(join(gen, 'models/V1Pod.js'), 'utf8'))[1];

/** The model class named `name`: its fields with types, and which are required. */
function readModel(name) {
  const js = readFileSync(join(gen, 'models', `${name}.js`), 'utf8');
  const dts = readFileSync(join(gen, 'models', `${name}.d.ts`), 'utf8');
  const map = /\.attributeTypeMap = (\[[\s\S]*?\]);/.exec(js);
  const fields = map ? JSON.parse(map[1]) : [];
  const required = new Set([...dts.matchAll(/^\s+'([^']+)': /gm)].map((m) => m[1]));
  return { fields, required };
}

const models = [];
const modelIndex = new Map();
const modelNames = new Set(
  readdirSync(join(gen, 'models'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => f.slice(0, -3)),
);

// Type code: s string, i integer, n number, b bool, d date-time string, x int-or-string, y bytes
// (base64 string), a anything; l<elem> list, m<elem> map; o<index> a model.
function typeCode(type, format) {
  const list = /^Array<(.+)>$/.exec(type);
  if (list) return `l${typeCode(list[1], '')}`;
  const map = /^\{ \[key: string\]: (.+); \}$/.exec(type);
  if (map) return `m${typeCode(map[1], '')}`;
  if (type === 'string') return format === 'byte' ? 'y' : format === 'int-or-string' ? 'x' : 's';
  if (type === 'number') return format === 'double' ? 'n' : 'i';
  if (type === 'boolean') return 'b';
  if (type === 'Date') return 'd';
  if (type === 'IntOrString') return 'x';
  if (modelNames.has(type)) return `o${model(type)}`;
  return 'a';
}

function model(name) {
  if (modelIndex.has(name)) return modelIndex.get(name);
  const index = models.length;
  models.push(null);
  modelIndex.set(name, index);
  const { fields, required } = readModel(name);
  const f = {};
  for (const field of fields) f[field.baseName] = typeCode(field.type, field.format);
  const r = fields.map((x) => x.baseName).filter((n) => required.has(n));
  models[index] = r.length ? { f, r } : { f };
  return index;
}

/** AppsV1Api.js -> 'apps/v1', from the request paths it builds. */
function groupVersion(apiJs) {
  const core = /'\/api\/(v1)\//.exec(apiJs);
  if (core) return core[1];
  const named = /'\/apis\/([a-z0-9.-]+)\/([a-z0-9]+)\//.exec(apiJs);
  return named ? `${named[1]}/${named[2]}` : undefined;
}

const kinds = {};
for (const file of readdirSync(join(gen, 'apis'))) {
  if (!/V\d+(alpha\d+|beta\d+)?Api\.d\.ts$/.test(file)) continue;
  const gv = groupVersion(readFileSync(join(gen, 'apis', file.replace('.d.ts', '.js')), 'utf8'));
  if (!gv) continue;
  const dts = readFileSync(join(gen, 'apis', file), 'utf8');
  for (const m of dts.matchAll(/^\s+create(Namespaced)?([A-Za-z]+)\((?:namespace: string, )?body: ([A-Za-z0-9]+),/gm)) {
    const type = m[3];
    const kind = type.replace(/^(?:[A-Z][a-z]+)*V\d+(?:alpha\d+|beta\d+)?/, '');
    if (kind !== m[2]) continue; // sub-resources (evictions, bindings, token requests) are not manifests
    kinds[gv] ??= {};
    kinds[gv][kind] = m[1] ? [model(type), 1] : [model(type), 0];
  }
}

const body = { version: release, package: SPEC, kinds, models };
const gz = gzipSync(JSON.stringify(body), { level: 9 });
mkdirSync(join(dataDir, 'kubernetes'), { recursive: true });
writeFileSync(join(dataDir, 'kubernetes', 'api.json.gz'), gz);
const count = Object.values(kinds).reduce((n, k) => n + Object.keys(k).length, 0);
writeManifestEntry('kubernetes/api', { source: SPEC, version: release, kinds: count, bytes: gz.length });
console.log(
  `kubernetes ${release}: ${count} kinds in ${Object.keys(kinds).length} group versions, ${models.length} models, ${(gz.length / 1024).toFixed(0)} KB gzipped`,
);
