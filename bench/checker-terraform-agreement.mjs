#!/usr/bin/env node
// Agreement with `terraform validate`, the reference for Terraform: over a set of AWS snippets, does
// the checker reject (with a validation error of its own) the ones terraform rejects, and accept the
// ones terraform accepts? A checker error on a snippet terraform accepts is a false error (the worst
// kind: the repair loop would make a model "fix" correct code); a snippet terraform rejects and the
// checker accepts is a miss. Each is listed with both tools' first messages. Security findings and
// secrets are not validation and are not counted.
//
// Usage: node bench/checker-terraform-agreement.mjs [--csv iac-eval.csv] [--snapshot engine-snapshot.json]
//          [--dir folder] [--plugins /opt/tf-plugins] [--limit N] [--list 40] [--only 'csv 126,csv 186']
//   snippets: every reference_output of an IaC-Eval-shaped CSV (default ../shared/eval/iac-eval-dev.csv),
//   the terraform-aws answers of a file written by scripts/engine-snapshot.mjs --write (--snapshot),
//   and every folder of *.tf files under --dir that uses the AWS provider and calls no module.
//   terraform must be on PATH and the AWS provider in a filesystem mirror (--plugins, the layout
//   `terraform providers mirror` writes): nothing is downloaded. Snippets that need another
//   provider, a module, or an AWS provider major the mirror does not have are skipped and counted.
//   (builds nothing: run `npx tsc -b libs/iac-checker scripts/eval` first)
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const csvPath = valueOf('--csv') ?? join(root, '../shared/eval/iac-eval-dev.csv');
const plugins = resolve(valueOf('--plugins') ?? '/opt/tf-plugins');
const limit = Number(valueOf('--limit')) || Infinity;
const listed = Number(valueOf('--list')) || 40;

const { checkFiles, prepareChecks } = require(join(root, 'libs/iac-checker/dist/index.js'));
const { satisfies } = require(join(root, 'libs/iac-checker/dist/terraform/versions.js'));
const { RULES } = require(join(root, 'libs/iac-checker/dist/rules/index.js'));
const { SECRET_KINDS } = require(join(root, 'libs/iac-checker/dist/secrets/index.js'));
const { parseCsv } = require(join(root, 'scripts/eval/dist/dev-csv.js'));
const RULE_IDS = new Set(RULES.map((r) => r.id));
const isValidation = (d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code);

// The mirrored AWS provider version (registry.terraform.io/hashicorp/aws/<version>/...).
const awsDir = join(plugins, 'registry.terraform.io/hashicorp/aws');
if (!existsSync(awsDir)) {
  console.error(`No AWS provider in ${awsDir}: terraform validate cannot run here without downloading it.`);
  process.exit(2);
}
const awsVersion = readdirSync(awsDir).sort().pop();

/** Snippets as { name, files: [{ path, content }] }. */
function snippets() {
  const out = [];
  if (existsSync(csvPath))
    for (const row of parseCsv(readFileSync(csvPath, 'utf8')))
      if (row.reference_output?.trim())
        out.push({ name: `csv ${row.id}`, files: [{ path: 'main.tf', content: row.reference_output }] });
  const snapshot = valueOf('--snapshot');
  if (snapshot)
    for (const [key, entry] of Object.entries(JSON.parse(readFileSync(snapshot, 'utf8')).entries))
      if (key.endsWith('|terraform-aws') && entry.whole?.files?.length)
        out.push({ name: `generated ${key}`, files: entry.whole.files.filter((f) => f.path.endsWith('.tf')) });
  const dir = valueOf('--dir');
  if (dir) {
    const walk = (d) => {
      const names = readdirSync(d, { withFileTypes: true });
      const tf = names.filter((n) => n.isFile() && n.name.endsWith('.tf'));
      if (tf.length)
        out.push({
          name: `dir ${d}`,
          files: tf.map((n) => ({ path: n.name, content: readFileSync(join(d, n.name), 'utf8') })),
        });
      for (const n of names) if (n.isDirectory() && !n.name.startsWith('.')) walk(join(d, n.name));
    };
    walk(resolve(dir));
  }
  const only = valueOf('--only'); // a comma-separated list of snippet names, to re-run a few
  return (only ? out.filter((s) => only.split(',').includes(s.name)) : out).slice(0, limit);
}

/**
 * A snippet that names no AWS version gets the newest provider from `terraform init`, and the
 * newest bundled schema from the checker: pinned here to the mirrored major for both, so each
 * judges the same provider (otherwise aws 6 drops arguments 5.100 has, and they disagree by design).
 */
function pinned(files) {
  const all = files.map((f) => f.content).join('\n');
  if (/required_providers\s*\{[^}]*\baws\s*=/.test(all)) return files;
  const major = awsVersion.split('.')[0];
  const pin = `terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> ${major}.0"\n    }\n  }\n}\n`;
  return [...files, { path: 'agreement_pin.tf', content: pin }];
}

/** Why a snippet cannot be judged by the mirrored provider alone, or undefined. */
function skipReason(files) {
  const all = files.map((f) => f.content).join('\n');
  if (/^\s*module\s+"/m.test(all)) return 'calls a module';
  const providers = new Set([...all.matchAll(/^\s*(?:resource|data)\s+"([a-z0-9]+)_/gm)].map((m) => m[1]));
  for (const m of all.matchAll(/^\s*provider\s+"([\w-]+)"/gm)) providers.add(m[1]);
  providers.delete('aws');
  providers.delete('terraform'); // terraform_data, terraform_remote_state: built in
  if (providers.size) return `needs another provider (${[...providers].sort().join(', ')})`;
  if (!/(resource|data)\s+"aws_/.test(all)) return 'no AWS resource';
  // The aws entry of required_providers: its version constraint must admit the mirrored version.
  const aws = /\baws\s*=\s*\{[^}]*\bversion\s*=\s*"([^"]+)"/.exec(all);
  if (aws && satisfies(awsVersion, aws[1]) === false) return `constraint ${aws[1]} excludes aws ${awsVersion}`;
  return undefined;
}

// One initialised working folder whose .terraform (the mirrored provider) every snippet links to.
const work = mkdtempSync(join(tmpdir(), 'tf-agreement-'));
const cliConfig = join(work, 'terraformrc');
writeFileSync(cliConfig, `provider_installation {\n  filesystem_mirror {\n    path = "${plugins}"\n  }\n}\n`);
const env = { ...process.env, TF_CLI_CONFIG_FILE: cliConfig, CHECKPOINT_DISABLE: '1', TF_IN_AUTOMATION: '1' };
const template = join(work, 'template');
mkdirSync(template);
writeFileSync(
  join(template, 'main.tf'),
  `terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "${awsVersion}"\n    }\n  }\n}\n`,
);
execFileSync('terraform', ['init', '-backend=false', '-input=false', '-no-color'], {
  cwd: template,
  env,
  stdio: 'ignore',
});
const terraformVersion = JSON.parse(execFileSync('terraform', ['version', '-json'], { env })).terraform_version;

/** terraform validate's verdict: { valid, messages } or { skip } when it could not judge. */
function terraformValidate(name, files) {
  const dir = join(work, `s${name.replace(/[^\w]+/g, '_')}`);
  mkdirSync(dir);
  for (const f of files) writeFileSync(join(dir, f.path.split('/').pop()), f.content);
  // The snippets pin terraform versions of their day (required_version "~> 1.9.8"); the override
  // lifts that pin only, so the verdict is on the code, not on the binary's version.
  writeFileSync(join(dir, 'agreement_override.tf'), 'terraform {\n  required_version = ">= 0.12"\n}\n');
  symlinkSync(join(template, '.terraform'), join(dir, '.terraform'));
  writeFileSync(join(dir, '.terraform.lock.hcl'), readFileSync(join(template, '.terraform.lock.hcl')));
  const run = spawnSync('terraform', ['validate', '-json', '-no-color'], { cwd: dir, env, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  let out;
  try {
    out = JSON.parse(run.stdout);
  } catch {
    return { skip: `terraform printed no JSON: ${(run.stderr || run.stdout).slice(0, 120)}` };
  }
  const errors = out.diagnostics.filter((d) => d.severity === 'error');
  const blocking = errors.find((d) => /provider|module not installed|inconsistent dependency lock/i.test(d.summary));
  if (
    blocking &&
    /required provider|not installed|lock file|Module not installed/i.test(blocking.summary + blocking.detail)
  )
    return { skip: `terraform: ${blocking.summary}` };
  return {
    valid: out.valid,
    messages: errors.map(
      (d) => `${d.range?.start?.line ?? '?'}: ${d.summary}${d.detail ? ` (${d.detail.slice(0, 100)})` : ''}`,
    ),
  };
}

await prepareChecks(['terraform-aws']);
const all = snippets();
const tally = { agree: 0, bothReject: 0, falseError: [], miss: [], skipped: new Map() };
for (const s of all) {
  const reason = skipReason(s.files);
  const files = pinned(s.files);
  const verdict = reason ? { skip: reason } : terraformValidate(s.name, files);
  if (verdict.skip) {
    const key = verdict.skip.replace(/\(.*\)|[\d.]+$/, '').trim();
    tally.skipped.set(key, (tally.skipped.get(key) ?? 0) + 1);
    continue;
  }
  const ours = (await checkFiles(files, 'terraform-aws', 'user')).filter(isValidation);
  const row = {
    name: s.name,
    terraform: verdict.messages.slice(0, 2),
    ours: ours.slice(0, 2).map((d) => `${d.line}: ${d.code} ${d.message}`),
  };
  if (verdict.valid && !ours.length) tally.agree++;
  else if (!verdict.valid && ours.length) tally.bothReject++;
  else if (verdict.valid) tally.falseError.push(row);
  else tally.miss.push(row);
}
rmSync(work, { recursive: true, force: true });

const judged = tally.agree + tally.bothReject + tally.falseError.length + tally.miss.length;
const valid = tally.agree + tally.falseError.length;
console.log(
  `terraform ${terraformVersion}, hashicorp/aws ${awsVersion} (mirror ${plugins}); ${all.length} snippets, ${judged} judged`,
);
console.log('');
console.log('| | snippets |');
console.log('|---|---:|');
console.log(`| terraform accepts, the checker accepts | ${tally.agree} |`);
console.log(`| terraform accepts, the checker rejects (false error) | ${tally.falseError.length} |`);
console.log(`| terraform rejects, the checker rejects | ${tally.bothReject} |`);
console.log(`| terraform rejects, the checker accepts (miss) | ${tally.miss.length} |`);
console.log(`| agreement | ${judged ? ((100 * (tally.agree + tally.bothReject)) / judged).toFixed(1) : '-'}% |`);
console.log(
  `| false errors among snippets terraform accepts | ${valid ? ((100 * tally.falseError.length) / valid).toFixed(1) : '-'}% |`,
);
console.log('\nskipped:');
for (const [why, n] of [...tally.skipped].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${why}`);
for (const [title, rows] of [
  ['false errors', tally.falseError],
  ['misses', tally.miss],
]) {
  if (!rows.length) continue;
  console.log(`\n## ${title}`);
  for (const r of rows.slice(0, listed))
    console.log(
      `  - ${r.name}\n      terraform: ${r.terraform.join(' | ') || 'valid'}\n      checker:   ${r.ours.join(' | ') || 'no error'}`,
    );
}
