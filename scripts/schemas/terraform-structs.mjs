// Shared by the Terraform schema extraction scripts (terraform-providers.mjs, terraform-cuetf.mjs,
// terraform-release-schema.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, writeManifestEntry } from './common.mjs';

/** Identical structs (every resource's `timeouts` block, say) are stored once. */
function dedupeStructs(structs, resources, data) {
  const canon = new Map();
  const remap = new Array(structs.length);
  const out = [];
  structs.forEach((s, i) => {
    const key = JSON.stringify(s);
    if (!canon.has(key)) {
      canon.set(key, out.length);
      out.push(s);
    }
    remap[i] = canon.get(key);
  });
  const fix = (code) => code.replace(/o(\d+)$/, (_, n) => `o${remap[Number(n)]}`);
  for (const s of out) {
    for (const k of Object.keys(s.a)) s.a[k] = fix(s.a[k]);
    for (const b of Object.values(s.b ?? {})) b[0] = remap[b[0]];
  }
  for (const table of [resources, data]) for (const v of Object.values(table)) v[0] = remap[v[0]];
  return { merged: out, remap };
}

/**
 * Writes one provider's compact schema (data/terraform/<file>.json.gz) and its manifest entry, and
 * prints a line saying what was written (`note` is appended to it, e.g. the time taken). `parts`
 * are what an extraction read: `structs` as collected (identical ones are merged here),
 * `providerConfig` an index into them (or undefined), `resources` and `data` tables of
 * [struct index, computed-only names?], and the provider's name, version and source package.
 */
export function writeTerraformSchema(file, parts, note = '') {
  const { merged, remap } = dedupeStructs(parts.structs, parts.resources, parts.data);
  // The key order is the data file's: a re-extraction of the same source is byte-identical.
  const body = {
    provider: parts.provider,
    version: parts.version,
    package: parts.package,
    providerConfig: parts.providerConfig === undefined ? undefined : remap[parts.providerConfig],
    structs: merged,
    resources: parts.resources,
    data: parts.data,
  };
  const gz = gzipSync(JSON.stringify(body), { level: 9 });
  mkdirSync(join(dataDir, 'terraform'), { recursive: true });
  writeFileSync(join(dataDir, 'terraform', `${file}.json.gz`), gz);
  const resources = Object.keys(body.resources).length;
  const dataSources = Object.keys(body.data).length;
  writeManifestEntry(`terraform/${file}`, {
    source: body.package,
    version: body.version,
    resources,
    dataSources,
    bytes: gz.length,
  });
  console.log(
    `${file}: ${body.provider} ${body.version}, ${resources} resources, ${dataSources} data sources, ${(gz.length / 1024).toFixed(0)} KB gzipped${note}`,
  );
}
