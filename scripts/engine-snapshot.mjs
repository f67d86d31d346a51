#!/usr/bin/env node
// Proves a change to the built-in engine is byte-identical: a snapshot of what the generator writes
// and what the checker says about it, over every request we measure, in every format.
//
//   node scripts/engine-snapshot.mjs --write <file>     records the snapshot
//   node scripts/engine-snapshot.mjs --compare <file>   prints each entry that differs from the
//                                                        recorded one (with what changed); exit 1 if any
//
// Requests: every row of the development CSV (../shared/eval/iac-eval-dev.csv, platform aws) and
// every request of the project's own sets (eval/generator, eval/holdout, with their history), each
// run in EVERY format of its platform (the platform table of @infragen/contracts), not only the
// format the set names. Per (set, request id, format) the file holds a sha256 of the whole result
// (files with paths and contents, explanation, covered, notCovered, added, minimal, declined) and a
// sha256 of the checker's diagnostics on those files (checkFiles, the entry the worker's check
// threads call), plus the parts themselves so a difference can be shown, not only detected.
//
// Builds the engine packages and the eval reader (scripts/eval) with tsc -b first, as
// scripts/eval-generator.mjs does. Packages are looked up by their current folder names first and
// the pre-split name (libs/iac-engine) second, so one script compares across the split.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const valueOf = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const writeTo = valueOf('--write');
const compareWith = valueOf('--compare');
if (!writeTo === !compareWith) {
  console.error('usage: node scripts/engine-snapshot.mjs --write <file> | --compare <file>');
  process.exit(2);
}

/** The first existing candidate, as [package folder, entry file inside it]. */
function locate(candidates) {
  const found = candidates.find(([dir]) => existsSync(join(root, dir, 'package.json')));
  if (!found) throw new Error(`none of ${candidates.map(([d]) => d).join(', ')} exists`);
  return found;
}
const generatorPkg = locate([
  ['libs/iac-generator', 'dist/index.js'],
  ['libs/iac-engine', 'dist/index.js'],
]);
const checkerPkg = locate([
  ['libs/iac-checker', 'dist/index.js'],
  ['libs/iac-engine', 'dist/check/index.js'],
]);
const builds = [...new Set([generatorPkg[0], checkerPkg[0], 'scripts/eval'])].map((d) => join(root, d));
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', ...builds], { stdio: 'inherit' });

const { generateInfrastructure } = require(join(root, ...generatorPkg));
const { checkFiles, prepareChecks } = require(join(root, ...checkerPkg));
const { FORMAT_IDS, PLATFORMS } = require(join(root, 'libs/contracts/dist/index.js'));
const { parseCsv } = require(join(root, 'scripts/eval/dist/dev-csv.js'));
const { loadSet } = require(join(root, 'scripts/eval/dist/load-set.js'));

const sha = (value) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Every request as { set, id, platform, prompt, history }. */
function requests() {
  const csvPath = join(root, '../shared/eval/iac-eval-dev.csv');
  const dev = parseCsv(readFileSync(csvPath, 'utf8')).map((row) => ({
    set: 'dev-csv',
    id: String(row.id),
    platform: 'aws',
    prompt: row.prompt,
    history: [],
  }));
  const sets = ['generator', 'holdout'].flatMap((name) =>
    loadSet(join(root, 'eval', name)).map((r) => ({
      set: name,
      id: r.id,
      platform: r.platform,
      prompt: r.prompt,
      history: r.history.map((content) => ({ role: 'user', content })),
    })),
  );
  return [...dev, ...sets];
}

async function snapshot() {
  await prepareChecks(FORMAT_IDS);
  const entries = {};
  const all = requests();
  let done = 0;
  for (const r of all) {
    for (const format of PLATFORMS[r.platform].formats) {
      let result;
      try {
        result = generateInfrastructure({ prompt: r.prompt, platform: r.platform, format, history: r.history });
      } catch (e) {
        result = { threw: String(e && e.message) };
      }
      const { declined, files, explanation, covered, notCovered, added, minimal, threw } = result;
      const whole = { declined, files, explanation, covered, notCovered, added, minimal, threw };
      const diagnostics = files ? await checkFiles(files, format) : [];
      entries[`${r.set}|${r.id}|${format}`] = { result: sha(whole), check: sha(diagnostics), whole, diagnostics };
    }
    if (++done % 200 === 0) console.log(`${done}/${all.length} requests`);
  }
  return entries;
}

/** A few lines saying where two values first part ways. */
function shortDiff(before, after, path = '') {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (typeof before === 'string' && typeof after === 'string') {
    const a = before.split('\n');
    const b = after.split('\n');
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return [`  ${path || '(value)'} line ${i + 1}:`, `    - ${a[i] ?? '(end)'}`, `    + ${b[i] ?? '(end)'}`];
  }
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const lines = keys.flatMap((k) => shortDiff(before[k], after[k], path ? `${path}.${k}` : k));
    return lines.slice(0, 12);
  }
  return [
    `  ${path}:`,
    `    - ${JSON.stringify(before)?.slice(0, 200)}`,
    `    + ${JSON.stringify(after)?.slice(0, 200)}`,
  ];
}

const now = await snapshot();
if (writeTo) {
  mkdirSync(dirname(resolve(writeTo)), { recursive: true });
  writeFileSync(resolve(writeTo), JSON.stringify({ entries: now }));
  console.log(`${Object.keys(now).length} entries written to ${resolve(writeTo)}`);
} else {
  const { entries: before } = JSON.parse(readFileSync(resolve(compareWith), 'utf8'));
  let differing = 0;
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(now)])].sort()) {
    const a = before[key];
    const b = now[key];
    if (a && b && a.result === b.result && a.check === b.check) continue;
    differing++;
    if (!a || !b) {
      console.log(`${key}: ${a ? 'missing now' : 'new (not in the snapshot)'}`);
      continue;
    }
    console.log(
      `${key}: ${a.result !== b.result ? 'result differs' : ''}${a.check !== b.check ? ' diagnostics differ' : ''}`,
    );
    for (const line of [
      ...shortDiff(a.whole, b.whole, 'result'),
      ...shortDiff(a.diagnostics, b.diagnostics, 'diagnostics'),
    ])
      console.log(line);
  }
  console.log(`${Object.keys(now).length} entries compared, ${differing} differ`);
  process.exit(differing ? 1 : 0);
}
