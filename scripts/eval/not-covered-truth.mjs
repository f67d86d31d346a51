#!/usr/bin/env node
// Whether the built-in generator's "not covered" lines and honoured settings are true, on the
// project's sets (eval/generator and eval/holdout by default): every request is generated in its
// format, its files read with the evaluation's parsers, and each line judged against the set's
// expectations (scripts/eval/account-truth.ts says how). Prints the share of decided lines that
// are true, every untrue line, every stated setting left unwritten without a line, every setting
// reported as honoured that the files do not hold, and every "not read" line about what they hold.
// Exits 1 when any of those is found (--report-only prints them and exits 0).
//
//   node scripts/eval/not-covered-truth.mjs [<set folder>...] [--json <file>] [--report-only]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const dirs = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));
const sets = dirs.length ? dirs : ['eval/generator', 'eval/holdout'];

execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-generator'), join(root, 'scripts/eval')],
  { stdio: 'inherit' },
);
const { generateInfrastructure } = require(join(root, 'libs/iac-generator/dist/index.js'));
const { loadSet } = require(join(root, 'scripts/eval/dist/load-set.js'));
const { readResources } = require(join(root, 'scripts/eval/dist/read/index.js'));
const { accountTruth } = require(join(root, 'scripts/eval/dist/account-truth.js'));

const all = [];
for (const dir of sets) {
  for (const request of loadSet(resolve(root, dir))) {
    const result = generateInfrastructure({
      prompt: request.prompt,
      platform: request.platform,
      format: request.format,
      history: request.history.map((content) => ({ role: 'user', content })),
    });
    const read = result.declined
      ? { resources: [], parses: true, errors: [] }
      : await readResources(result.files, request.format);
    all.push({
      set: dir,
      notReadCount: result.notRead?.length ?? 0,
      writtenUnreadCount: result.writtenUnread?.length ?? 0,
      ...accountTruth({ request, ...result, read }),
    });
  }
}

const count = (key) => all.reduce((n, t) => n + t[key].length, 0);
const decided = count('trueLines') + count('untrueLines');
for (const t of all) {
  for (const line of t.untrueLines) console.log(`${t.id}  UNTRUE not covered: ${line}`);
  for (const s of t.unsaidSettings) console.log(`${t.id}  UNSAID setting not written: ${s}`);
  for (const s of t.untrueHonoured) console.log(`${t.id}  UNTRUE honoured: ${s}`);
  for (const s of t.untrueNotRead) console.log(`${t.id}  UNTRUE not read: ${s}`);
  for (const s of t.untrueWrittenUnread) console.log(`${t.id}  UNTRUE written, not read: ${s}`);
  for (const s of t.untrueReasons) console.log(`${t.id}  UNTRUE reason: ${s}`);
}
console.log('');
console.log(`requests ${all.length} (${sets.join(', ')})`);
console.log(
  `not covered lines: ${decided + count('undecided')}, decided ${decided}, true ${count('trueLines')}, untrue ${count('untrueLines')}, share true ${decided ? ((100 * count('trueLines')) / decided).toFixed(1) : '100.0'}%`,
);
console.log(`stated settings not written and not said: ${count('unsaidSettings')}`);
console.log(
  `not read lines: ${all.reduce((n, t) => n + t.notReadCount, 0)}, untrue (about what the files hold) ${count('untrueNotRead')}`,
);
console.log(
  `written though not read lines: ${all.reduce((n, t) => n + t.writtenUnreadCount, 0)}, untrue (the setting is not met) ${count('untrueWrittenUnread')}`,
);
console.log(`settings reported honoured that the files do not hold: ${count('untrueHonoured')}`);
console.log(`not covered lines whose reason the schemas or files contradict: ${count('untrueReasons')}`);
if (jsonAt >= 0) writeFileSync(resolve(args[jsonAt + 1]), JSON.stringify(all, null, 2));
const wrong = [
  'untrueLines',
  'unsaidSettings',
  'untrueHonoured',
  'untrueNotRead',
  'untrueWrittenUnread',
  'untrueReasons',
]
  .map(count)
  .reduce((a, b) => a + b, 0);
if (wrong && !args.includes('--report-only')) process.exitCode = 1;
