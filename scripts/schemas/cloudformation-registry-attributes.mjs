#!/usr/bin/env node
// Extracts the GetAtt attributes the CloudFormation registry schemas declare as `readOnlyProperties`
// but the bundled specification (cloudformation/spec.json.gz, from @aws-cdk/aws-service-spec) leaves
// out of a type's attributes: a once-writable property made read-only (OpenSearchService::Domain
// DomainArn) stays among that database's properties with no read-only mark, so its GetAtt was called
// unknown. `Fn::GetAtt` returns a type's read-only properties, a nested one as `A.B` (the registry's
// pointer /properties/A/B); cfn-lint takes its attributes the same way.
//
// Source: the per-region registry schemas cfn-lint kept in its repository (us-east-1, the region
// whose schemas carry every type), read from a local git copy of aws-cloudformation/cfn-lint at a
// pinned commit: src/cfnlint/data/schemas/providers/us_east_1.py maps each type to a schema file
// under src/cfnlint/data/schemas/resources/. Only data is read, no code. Pointers into array items
// (`/properties/A/*/B`) are left out: GetAtt cannot index a list. Writes
// libs/iac-schemas/data/cloudformation/registry-attributes.json.gz: { type: [attribute, ...] } for
// the types that have any attribute the specification lacks.
//
// Usage: node scripts/schemas/cloudformation-registry-attributes.mjs --git-dir <cfn-lint .git> [--commit <sha>]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { dataDir, option, writeManifestEntry } from './common.mjs';

/** The last commit of cfn-lint's main line that kept the schemas in the repository (2026-06-15). */
const COMMIT = option('--commit') ?? '602229535a34035f5b31c8d280e6c3773657e0f0';
const gitDir = option('--git-dir');
if (!gitDir) {
  console.error(
    'usage: cloudformation-registry-attributes.mjs --git-dir <path of a cfn-lint git directory> [--commit <sha>]',
  );
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['--git-dir', gitDir, ...args], { maxBuffer: 1 << 30 });
const commit = git('rev-parse', `${COMMIT}^{commit}`).toString().trim();

const SCHEMAS = 'src/cfnlint/data/schemas';
const work = mkdtempSync(join(tmpdir(), 'cfn-registry-'));
const registry = {};
try {
  const tar = join(work, 'schemas.tar');
  writeFileSync(tar, git('archive', commit, `${SCHEMAS}/providers/us_east_1.py`, `${SCHEMAS}/resources`));
  execFileSync('tar', ['-xf', tar, '-C', work]);
  // The provider module is a Python dict literal of `"Type": "hash"` lines: read as data.
  const provider = readFileSync(join(work, SCHEMAS, 'providers', 'us_east_1.py'), 'utf8');
  for (const [, type, hash] of provider.matchAll(/^\s*"([A-Za-z0-9]+::[A-Za-z0-9:]+)":\s*"([0-9a-f]+)",?$/gm)) {
    const schema = JSON.parse(readFileSync(join(work, SCHEMAS, 'resources', `${hash}.json`), 'utf8'));
    registry[type] = (schema.readOnlyProperties ?? [])
      .map((pointer) => pointer.split('/'))
      .filter((parts) => parts[1] === 'properties' && parts.length > 2 && !parts.includes('*'))
      .map((parts) => parts.slice(2).join('.'));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (Object.keys(registry).length < 1000)
  throw new Error(`only ${Object.keys(registry).length} types read: wrong commit?`);

// Only what the bundled specification lacks, so the file stays small and the specification stays
// the first source.
const spec = JSON.parse(gunzipSync(readFileSync(join(dataDir, 'cloudformation', 'spec.json.gz'))).toString('utf8'));
const extra = {};
for (const type of Object.keys(registry).sort()) {
  const known = new Set(spec.types[type]?.a ?? []);
  const missing = registry[type].filter((a) => !known.has(a));
  if (missing.length) extra[type] = [...new Set(missing)].sort();
}

const source = `aws-cloudformation/cfn-lint@${commit}`;
const gz = gzipSync(JSON.stringify({ source, types: extra }), { level: 9 });
mkdirSync(join(dataDir, 'cloudformation'), { recursive: true });
writeFileSync(join(dataDir, 'cloudformation', 'registry-attributes.json.gz'), gz);
writeManifestEntry('cloudformation/registry-attributes', {
  source: `${source} ${SCHEMAS} (us_east_1 readOnlyProperties)`,
  resourceTypes: Object.keys(extra).length,
  bytes: gz.length,
});
const count = Object.values(extra).reduce((n, a) => n + a.length, 0);
console.log(
  `cloudformation registry attributes: ${count} on ${Object.keys(extra).length} of ${Object.keys(registry).length} types, ${gz.length} bytes gzipped`,
);
