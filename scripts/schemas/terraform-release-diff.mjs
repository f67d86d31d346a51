#!/usr/bin/env node
// Records what a provider release newer than the bundled schema of its major ADDED, read from that
// release's own schema (`terraform providers schema -json` in a folder initialised with it) rather
// than its CHANGELOG: used for aws 5.100.0, whose binary is at hand (/opt/tf-plugins) while the
// provider's repository is too large to fetch here. Resource types, data sources and the names at
// any depth of a type the bundled schema lacks go into data/terraform/releases.json as
// `<provider>.added[<version>]`, the same form terraform-releases.mjs writes from a CHANGELOG; the
// checker then takes such a name as information in a folder whose constraint admits the release.
//
// Usage: node scripts/schemas/terraform-release-diff.mjs --provider aws --version 5.100.0
//          --schema <providers-schema.json> --bundled aws
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataDir, option } from './common.mjs';

const [provider, version, schemaFile, bundledFile] = ['--provider', '--version', '--schema', '--bundled'].map(option);
if (!provider || !version || !schemaFile || !bundledFile) {
  console.error(
    'Usage: node scripts/schemas/terraform-release-diff.mjs --provider <name> --version <x.y.z> --schema <file> --bundled <data file>',
  );
  process.exit(2);
}
const release = Object.entries(JSON.parse(readFileSync(schemaFile, 'utf8')).provider_schemas).find(([k]) =>
  k.endsWith(`/${provider}`),
)?.[1];
if (!release) {
  console.error(`No ${provider} provider in ${schemaFile}`);
  process.exit(1);
}
const bundled = JSON.parse(gunzipSync(readFileSync(join(dataDir, 'terraform', `${bundledFile}.json.gz`))).toString());

/**
 * The names of a `terraform providers schema -json` block the bundled struct at the same place
 * lacks, walking both together: a block the bundled one has is followed, one it lacks is one name
 * (its contents come with it), one it types as an argument (a recursive block packaged as "any")
 * is not looked into. Computed-only attributes of nested blocks are skipped: the bundled schemas
 * leave those out (nothing sets them; a reference reads only a type's top-level names).
 */
function missing(block, structIndex, extra, out, top = true) {
  const s = bundled.structs[structIndex];
  const has = (n) => s.a[n] !== undefined || !!s.b?.[n] || extra.includes(n);
  for (const [n, a] of Object.entries(block.attributes ?? {}))
    if ((top || a.required || a.optional || !a.computed) && !has(n)) out.add(n);
  for (const [n, b] of Object.entries(block.block_types ?? {})) {
    if (s.b?.[n]) missing(b.block, s.b[n][0], [], out, false);
    else if (!has(n)) out.add(n);
  }
  return out;
}

const added = { resources: [], dataSources: [], names: {} };
for (const [type, schema] of Object.entries(release.resource_schemas ?? {})) {
  const entry = bundled.resources[type];
  if (!entry) added.resources.push(type);
  else {
    const fresh = [...missing(schema.block, entry[0], entry[1] ?? [], new Set())].sort();
    if (fresh.length) added.names[type] = fresh;
  }
}
// Data sources: only new types (their computed attributes are not all in the bundled tables).
for (const type of Object.keys(release.data_source_schemas ?? {}))
  if (!bundled.data[type]) added.dataSources.push(type);
const file = join(dataDir, 'terraform', 'releases.json');
const releases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const entry = releases[provider] ?? {};
releases[provider] = {
  ...entry,
  added: { ...(entry.added ?? {}), [version]: added },
  addedSource: {
    ...(entry.addedSource ?? {}),
    [version]: `terraform providers schema -json of ${provider} ${version}, against the bundled ${bundled.version}`,
  },
};
const sorted = Object.fromEntries(
  Object.keys(releases)
    .sort()
    .map((k) => [k, releases[k]]),
);
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${provider} ${version}: ${added.resources.length} resource types, ${added.dataSources.length} data sources, names added to ${Object.keys(added.names).length} types`,
);
