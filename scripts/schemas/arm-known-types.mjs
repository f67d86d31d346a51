#!/usr/bin/env node
// Extracts the names of every Azure resource type with its apiVersions from a checkout of the
// public Azure/bicep-types-az repository (MIT; the type data the Bicep compiler itself ships),
// read from the `## Resource <type>@<apiVersion>` headings of its generated/**/types.md files.
// The body schemas come from azure-resource-manager-schemas (arm-schemas.mjs), which lacks
// extension resources (Microsoft.KubernetesConfiguration/extensions), read-only types
// (Microsoft.Maintenance/publicMaintenanceConfigurations) and newer apiVersions; with this list
// the validators tell a type or version that exists but has no bundled schema (information: not
// checked) from one that does not exist (an error). Writes libs/iac-schemas/data/arm/known-types.json.gz.
//
// Usage: node scripts/schemas/arm-known-types.mjs --bicep-types <checkout>/generated [--commit <sha>]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataDir, option, writeManifestEntry } from './common.mjs';

const root = option('--bicep-types');
if (!root || !existsSync(root)) {
  console.error('Usage: node scripts/schemas/arm-known-types.mjs --bicep-types <bicep-types-az>/generated');
  process.exit(2);
}
const commit = option('--commit') ?? 'unknown';

function* typesFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* typesFiles(path);
    else if (name === 'types.md') yield path;
  }
}

// Type (as first spelt) -> its apiVersions; ARM types are case-insensitive, so keyed in lower case.
const byLower = new Map();
for (const file of typesFiles(root))
  for (const m of readFileSync(file, 'utf8').matchAll(/^## Resource (\S+)@(\S+)/gm)) {
    const key = m[1].toLowerCase();
    if (!byLower.has(key)) byLower.set(key, { type: m[1], versions: new Set() });
    byLower.get(key).versions.add(m[2]);
  }

const types = Object.fromEntries(
  [...byLower.values()].sort((a, b) => a.type.localeCompare(b.type)).map((t) => [t.type, [...t.versions].sort()]),
);
const source = `Azure/bicep-types-az@${commit}`;
const gz = gzipSync(JSON.stringify({ source, types }), { level: 9 });
mkdirSync(join(dataDir, 'arm'), { recursive: true });
writeFileSync(join(dataDir, 'arm', 'known-types.json.gz'), gz);
writeManifestEntry('arm/known-types', { source, resourceTypes: Object.keys(types).length, bytes: gz.length });
console.log(`arm known types: ${Object.keys(types).length} types, ${(gz.length / 1024).toFixed(0)} KB gzipped`);
