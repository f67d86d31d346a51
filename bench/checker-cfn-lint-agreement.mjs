#!/usr/bin/env node
// Agreement with cfn-lint, the reference CloudFormation linter: of the templates in cfn-lint's own
// bad fixtures (test/fixtures/templates/bad in a checkout of aws-cloudformation/cfn-lint, gathered
// OUTSIDE the repository) that cfn-lint rejects with at least one error (an E rule), how many does
// the checker reject with at least one validation error of its own? The misses are listed with the
// cfn-lint rules that fired on them, grouped by rule, so the largest class of misses is the next
// one to close. The other way round, over the good fixtures beside them (test/fixtures/templates/good)
// that cfn-lint accepts: how many does the checker reject (false errors), listed with the error.
// Security findings and secrets are not validation and are not counted.
//
// Usage: node bench/checker-cfn-lint-agreement.mjs <cfn-lint checkout or its bad-fixtures folder>
//          [--cfn-lint-json results.json] [--good-cfn-lint-json results.json] [--list 40]
//   cfn-lint's verdicts come from `cfn-lint --format json` run here on every fixture (cfn-lint must
//   be on PATH: `pip install cfn-lint`), or from files of that output given with --cfn-lint-json
//   (bad fixtures) and --good-cfn-lint-json (good ones; run from the checkout's root).
//   (builds nothing: run `npx tsc -b libs/iac-checker` first)
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const folderArg = args.find(
  (a, i) => !a.startsWith('--') && !['--cfn-lint-json', '--good-cfn-lint-json', '--list'].includes(args[i - 1]),
);
if (!folderArg) {
  console.error('Usage: node bench/checker-cfn-lint-agreement.mjs <cfn-lint checkout> [--cfn-lint-json f] [--list 40]');
  process.exit(2);
}
const nested = join(resolve(folderArg), 'test/fixtures/templates/bad');
const folder = existsSync(nested) ? nested : resolve(folderArg);
const goodFolder = join(dirname(folder), 'good');
const listed = Number(valueOf('--list')) || 40;

const { checkFiles, prepareChecks } = require(join(root, 'libs/iac-checker/dist/index.js'));
const { RULES } = require(join(root, 'libs/iac-checker/dist/rules/index.js'));
const { SECRET_KINDS } = require(join(root, 'libs/iac-checker/dist/secrets/index.js'));
const RULE_IDS = new Set(RULES.map((r) => r.id));
const isValidation = (d) => d.severity === 'error' && !RULE_IDS.has(d.code) && !SECRET_KINDS.has(d.code);

function walk(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.(ya?ml|json|template)$/.test(name)) out.push(path);
  }
  return out;
}
const templates = walk(folder);
const goodTemplates = existsSync(goodFolder) ? walk(goodFolder) : [];

/** cfn-lint's error rules per template (absolute path -> Set of rule ids). */
function cfnLintErrors(templates, base, json) {
  let raw;
  if (json) raw = readFileSync(json, 'utf8');
  else {
    try {
      raw = execFileSync('cfn-lint', ['--format', 'json', '--', ...templates], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
    } catch (error) {
      // cfn-lint exits non-zero whenever it finds anything; its report is still on stdout.
      if (typeof error.stdout !== 'string' || !error.stdout.trim()) throw error;
      raw = error.stdout;
    }
  }
  const byFile = new Map();
  for (const m of JSON.parse(raw)) {
    if (m.Level !== 'Error') continue;
    const path = resolve(json ? dirname(resolve(json)) : process.cwd(), m.Filename);
    const key = existsSync(path)
      ? path
      : resolve(base, relative(`test/fixtures/templates/${basename(base)}`, m.Filename));
    byFile.set(key, (byFile.get(key) ?? new Set()).add(m.Rule.Id));
  }
  return byFile;
}

const reference = cfnLintErrors(templates, folder, valueOf('--cfn-lint-json'));
await prepareChecks(['cloudformation']);
const validationErrors = async (path) => {
  const content = readFileSync(path, 'utf8');
  const name = path.endsWith('.template') ? path.replace(/\.template$/, '.yaml') : path;
  return (await checkFiles([{ path: name.split('/').pop(), content }], 'cloudformation', 'user')).filter(isValidation);
};
let rejected = 0;
let detected = 0;
const misses = [];
let extra = 0;
for (const path of templates) {
  const found = await validationErrors(path);
  const rules = reference.get(path);
  if (!rules) {
    if (found.length) extra++;
    continue;
  }
  rejected++;
  if (found.length) detected++;
  else misses.push({ file: relative(folder, path), rules: [...rules].sort() });
}

console.log(`${templates.length} bad fixtures (${folder})`);
console.log(`cfn-lint rejects ${rejected} (at least one E rule)`);
console.log(`the checker rejects ${detected} of them: ${((100 * detected) / Math.max(1, rejected)).toFixed(1)}%`);
console.log(`the checker rejects ${extra} of the ${templates.length - rejected} cfn-lint does not reject`);
const byRule = new Map();
for (const m of misses) for (const r of m.rules) byRule.set(r, (byRule.get(r) ?? 0) + 1);
console.log('\nmisses by cfn-lint rule (a fixture counts once per rule that fired on it):');
for (const [rule, n] of [...byRule].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${rule}`);
console.log('\nmissed fixtures:');
for (const m of misses.slice(0, listed)) console.log(`  ${m.file}  ${m.rules.join(' ')}`);

if (goodTemplates.length) {
  const goodReference = cfnLintErrors(goodTemplates, goodFolder, valueOf('--good-cfn-lint-json'));
  const accepted = goodTemplates.filter((p) => !goodReference.has(p));
  const falseErrors = [];
  for (const path of accepted) {
    const found = await validationErrors(path);
    if (found.length) falseErrors.push({ file: relative(goodFolder, path), first: found[0] });
  }
  console.log(`\n${goodTemplates.length} good fixtures (${goodFolder}); cfn-lint accepts ${accepted.length}`);
  console.log(`the checker rejects ${falseErrors.length} of them (false errors)`);
  for (const e of falseErrors.slice(0, listed))
    console.log(`  ${e.file}:${e.first.line} ${e.first.code} ${e.first.message}`);
}
