#!/usr/bin/env node
// Records the newest release of a Terraform provider, read from the CHANGELOG.md at HEAD of the
// provider's own repository (its first `## x.y.z (date)` heading), into
// libs/iac-schemas/data/terraform/releases.json. The checker uses it for a folder that pins no
// version: `terraform init` installs the newest release, so when its major is newer than every
// bundled schema (kubernetes 3.x with 2.38 bundled), what the bundled schema finds is information.
// It also records, per release newer than the bundled schema of its major (or of a major none is
// bundled for), the resource types, data sources and arguments or blocks its CHANGELOG says were
// ADDED (changelog-additions.mjs): a folder whose constraint admits that release gets a name the
// bundled schema lacks as information ("added in google 7.44.0"), while a name no release added
// stays an error. Every CHANGELOG*.md at the top of the repository is read (azurerm keeps its 4.x
// releases in CHANGELOG-v4.md after 5.0).
//
// Usage: node scripts/schemas/terraform-releases.mjs --provider kubernetes --repository <git dir>
//   [--source owner/name] [--prefix google] (a local clone or bare mirror; the source named
//   defaults to hashicorp/terraform-provider-<provider>; the type prefix to the provider's name)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compareVersions, releasesIn } from './changelog-additions.mjs';
import { dataDir, option } from './common.mjs';

const provider = option('--provider');
const repository = option('--repository');
if (!provider || !repository) {
  console.error('Usage: node scripts/schemas/terraform-releases.mjs --provider <name> --repository <git dir>');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
const commit = git('rev-parse', 'HEAD').trim();
const changelogs = git('ls-tree', '--name-only', 'HEAD')
  .split('\n')
  .filter((f) => /^CHANGELOG([-_]v\d+)?\.md$/.test(f));
const prefix = option('--prefix') ?? provider;
const all = changelogs
  .flatMap((f) => releasesIn(git('show', `HEAD:${f}`), prefix))
  .sort((a, b) => compareVersions(b.version, a.version));
if (!all.length) {
  console.error(`No "## x.y.z (date)" heading in ${changelogs.join(', ') || 'CHANGELOG.md'} at ${commit}`);
  process.exit(1);
}
// The bundled schema versions of this provider, from the data manifest (terraform/aws, terraform/aws6, ...).
const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
const bundled = Object.entries(manifest)
  .filter(([k]) => k.replace(/\d+$/, '') === `terraform/${provider}`)
  .map(([, v]) => v.version);
const major = (v) => Number(v.split('.')[0]);
const newerThanBundled = (v) => {
  const same = bundled.filter((b) => major(b) === major(v));
  return same.length
    ? same.every((b) => compareVersions(v, b) > 0)
    : bundled.length > 0 && bundled.every((b) => major(v) > major(b));
};
const added = Object.fromEntries(
  all
    .filter((r) => newerThanBundled(r.version))
    .filter((r) => r.resources.length || r.dataSources.length || Object.keys(r.names).length)
    .map((r) => [r.version, { resources: r.resources, dataSources: r.dataSources, names: r.names }]),
);
const file = join(dataDir, 'terraform', 'releases.json');
const releases = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
releases[provider] = {
  newest: all[0].version,
  date: all[0].date,
  source: `${option('--source') ?? `hashicorp/terraform-provider-${provider}`}@${commit} ${changelogs.join(', ')}`,
  ...(Object.keys(added).length ? { added } : {}),
};
const sorted = Object.fromEntries(
  Object.keys(releases)
    .sort()
    .map((k) => [k, releases[k]]),
);
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${provider}: newest ${all[0].version} (${all[0].date}); additions recorded for ${Object.keys(added).length} newer releases`,
);
