#!/usr/bin/env node
// The google 7 schema comes from cuetf's CUE (terraform-cuetf.mjs), which leaves out DEPRECATED
// attributes: `google_memorystore_instance.discovery_endpoints` and `psc_auto_connections` are in
// the provider's own schema at 7.45 (Deprecated, Computed) and in 6.50, yet absent from the CUE, so
// a module's output reading them was called an unknown attribute (t10-H12 sample 2,
// terraform-google-memorystore modules/valkey, `>= 7.13, < 8`). This puts back, per resource type,
// the names the bundled google 6.50 schema has, the google 7 one lacks, and the provider's own Go
// schema at a 7.x commit still declares (google/services/*/resource_<type>.go): at the top level
// any name declared there (`"name": {`), in nested blocks only names declared with a `Deprecated:`
// message (`binary_authorization.enabled` of a GKE cluster). They become arguments of any type, as
// cuetf's own are (its CUE does not tell computed from optional). A name 7.0 removed is absent from
// the Go source, so stays unknown. Run after terraform-cuetf.mjs writes google7.json.gz.
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

/** True when the Go source declares `name` with a `Deprecated:` message among its next lines. */
const deprecatedIn = (go, name) => {
  const lines = go.split('\n');
  return lines.some(
    (l, i) => l.trim() === `"${name}": {` && lines.slice(i + 1, i + 9).some((m) => /^\s*Deprecated:/.test(m)),
  );
};
/** A copy of struct `i` (structs are shared between types) with `names` added as arguments of any type. */
const withNames = (i, names) => {
  const struct = g7.structs[i];
  g7.structs.push({ ...struct, a: { ...struct.a, ...Object.fromEntries(names.map((n) => [n, 'a'])) } });
  return g7.structs.length - 1;
};
/**
 * Nested blocks, walked in both schemas together: a name 6.50 has there, 7.42 lacks, and the Go
 * source marks Deprecated (a name as common as `enabled` must carry the mark: cuetf drops exactly
 * those) is put back in a copy of the block's struct. Returns the (possibly new) struct index.
 */
function nested(i6, i7, go, path, seen) {
  if (seen.has(i7)) return i7;
  seen.add(i7);
  let index = i7;
  const s6 = g6.structs[i6];
  const missing = Object.keys(s6.a).filter(
    (n) => g7.structs[index].a[n] === undefined && !g7.structs[index].b?.[n] && deprecatedIn(go, n),
  );
  if (missing.length) {
    index = withNames(index, missing);
    restored.push(...missing.map((n) => `${path}.${n}`));
  }
  for (const [n, [j]] of Object.entries(s6.b ?? {})) {
    const t = g7.structs[index].b?.[n];
    if (!t) continue;
    const k = nested(j, t[0], go, `${path}.${n}`, seen);
    if (k !== t[0]) {
      if (index === i7) index = withNames(index, []);
      g7.structs[index].b = { ...g7.structs[index].b, [n]: [k, t[1]] };
    }
  }
  return index;
}

const restored = [];
for (const [type, e7] of Object.entries(g7.resources)) {
  const e6 = g6.resources[type];
  if (!e6) continue;
  const have = new Set(names(g7, e7));
  const missing = names(g6, e6).filter((n) => !have.has(n));
  const go = goSource(type);
  if (!go) continue;
  // Top level: any name the Go source declares (a reference reads computed ones too).
  const kept = missing.filter((n) => go.includes(`"${n}": {`));
  if (kept.length) {
    e7[0] = withNames(e7[0], kept);
    restored.push(...kept.map((n) => `${type}.${n}`));
  }
  e7[0] = nested(e6[0], e7[0], go, type, new Set());
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
