#!/usr/bin/env node
// The google 7 schema comes from cuetf's CUE (terraform-cuetf.mjs), which leaves out DEPRECATED
// attributes: `google_memorystore_instance.discovery_endpoints` and `psc_auto_connections` are in
// the provider's own schema at 7.45 (Deprecated, Computed) and in 6.50, yet absent from the CUE, so
// a module's output reading them was called an unknown attribute (t10-H12 sample 2,
// terraform-google-memorystore modules/valkey, `>= 7.13, < 8`). This puts back, per resource type,
// the top-level names the bundled google 6.50 schema has, the google 7 one lacks, and the
// provider's own Go schema at a 7.x commit still declares (`"name": {` in
// google/services/*/resource_<type>.go): arguments of any type, as cuetf's own arguments are (its
// CUE does not tell computed from optional). A name 7.0 removed is absent from the Go source, so
// stays unknown. Run after terraform-cuetf.mjs writes google7.json.gz.
//
// Usage: node scripts/schemas/terraform-google7-deprecated.mjs --repository <terraform-provider-google git dir>
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dataDir, option, writeManifestEntry } from './common.mjs';

const repository = option('--repository');
if (!repository) {
  console.error('Usage: node scripts/schemas/terraform-google7-deprecated.mjs --repository <git dir>');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const commit = git('rev-parse', 'HEAD').trim();
const load = (f) => JSON.parse(gunzipSync(readFileSync(join(dataDir, 'terraform', f))).toString('utf8'));
const g6 = load('google.json.gz');
const g7 = load('google7.json.gz');
const names = (s, e) => [...Object.keys(s.structs[e[0]].a), ...Object.keys(s.structs[e[0]].b ?? {}), ...(e[1] ?? [])];

// The provider's Go sources of resources, read once: file name -> text.
const files = git('ls-tree', '-r', '--name-only', 'HEAD', 'google/services')
  .split('\n')
  .filter((f) => /\/resource_[a-z0-9_]+\.go$/.test(f) && !f.endsWith('_test.go'));
const byResource = new Map(files.map((f) => [/resource_([a-z0-9_]+)\.go$/.exec(f)[1], f]));
const source = new Map();
const goSource = (type) => {
  const file = byResource.get(type.replace(/^google_/, ''));
  if (!file) return undefined;
  if (!source.has(file)) source.set(file, git('show', `HEAD:${file}`));
  return source.get(file);
};

const restored = [];
for (const [type, e7] of Object.entries(g7.resources)) {
  const e6 = g6.resources[type];
  if (!e6) continue;
  const have = new Set(names(g7, e7));
  const missing = names(g6, e6).filter((n) => !have.has(n));
  const go = missing.length ? goSource(type) : undefined;
  const kept = go ? missing.filter((n) => go.includes(`"${n}": {`)) : [];
  if (!kept.length) continue;
  // A copy of the struct (structs are shared between types), with the names as arguments of any type.
  const struct = g7.structs[e7[0]];
  g7.structs.push({ ...struct, a: { ...struct.a, ...Object.fromEntries(kept.map((n) => [n, 'a'])) } });
  e7[0] = g7.structs.length - 1;
  restored.push(...kept.map((n) => `${type}.${n}`));
}
const out = gzipSync(JSON.stringify(g7));
writeFileSync(join(dataDir, 'terraform', 'google7.json.gz'), out);
const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'))['terraform/google7'];
writeManifestEntry('terraform/google7', {
  ...manifest,
  deprecatedRestored: `${restored.length} names from hashicorp/terraform-provider-google@${commit}`,
  bytes: out.length,
});
console.log(`restored ${restored.length}: ${restored.join(', ')}`);
