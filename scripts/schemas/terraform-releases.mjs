#!/usr/bin/env node
// Records the newest release of a Terraform provider, read from the CHANGELOG.md at HEAD of the
// provider's own repository (its first `## x.y.z (date)` heading), into
// libs/iac-schemas/data/terraform/releases.json. The checker uses it for a folder that pins no
// version: `terraform init` installs the newest release, so when its major is newer than every
// bundled schema (kubernetes 3.x with 2.38 bundled), what the bundled schema finds is information.
//
// Usage: node scripts/schemas/terraform-releases.mjs --provider kubernetes --repository <git dir>
//   [--source owner/name] (a local clone or bare mirror; the source named defaults to
//   hashicorp/terraform-provider-<provider>)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, option } from './common.mjs';

const provider = option('--provider');
const repository = option('--repository');
if (!provider || !repository) {
  console.error('Usage: node scripts/schemas/terraform-releases.mjs --provider <name> --repository <git dir>');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
const commit = git('rev-parse', 'HEAD').trim();
const heading = /^## v?(\d+\.\d+\.\d+) \(([^)]+)\)/m.exec(git('show', 'HEAD:CHANGELOG.md'));
if (!heading) {
  console.error(`No "## x.y.z (date)" heading in CHANGELOG.md at ${commit}`);
  process.exit(1);
}
const file = join(dataDir, 'terraform', 'releases.json');
const releases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
releases[provider] = {
  newest: heading[1],
  date: new Date(heading[2]).toISOString().slice(0, 10),
  source: `${option('--source') ?? `hashicorp/terraform-provider-${provider}`}@${commit} CHANGELOG.md`,
};
const sorted = Object.fromEntries(
  Object.keys(releases)
    .sort()
    .map((k) => [k, releases[k]]),
);
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${provider}: newest ${heading[1]} (${heading[2]})`);
