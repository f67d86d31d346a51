#!/usr/bin/env node
// Measures the built-in generator.
//
//   npm run eval:generator -- [<csv>] [--out <file>]
//     The development file (an IaC-Eval-shaped CSV, ../shared/eval/iac-eval-dev.csv by default)
//     through Terraform (AWS provider): recall of its reference resource types, parses, validation.
//     Report: test-results/eval-generator.json unless --out says otherwise.
//
//   npm run eval:generator -- --set [<folder>] [--format <id>]... [--only <id-prefix>]... [--out <file>]
//     The project's own evaluation set (eval/generator by default; see its README): components,
//     settings honoured, extras, silent drops, declines, parses and validation, per format.
//     Report: test-results/eval-generator-set.json unless --out says otherwise.
//
// Builds libs/iac-generator, libs/iac-checker and the scorer (scripts/eval) first; tsc -b is incremental, so a fresh
// clone and a warm tree both work.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

const args = process.argv.slice(2);
const VALUED = new Set(['--out', '--format', '--only']);
const valuesOf = (flag) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]] : []));
const positional = args.filter((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1]));
const setMode = args.includes('--set');
const out = resolve(
  root,
  valuesOf('--out')[0] ?? (setMode ? 'test-results/eval-generator-set.json' : 'test-results/eval-generator.json'),
);

execFileSync(
  process.execPath,
  [
    join(root, 'node_modules/typescript/bin/tsc'),
    '-b',
    join(root, 'libs/iac-generator'),
    join(root, 'libs/iac-checker'),
    join(root, 'scripts/eval'),
  ],
  { stdio: 'inherit' },
);
const { generateInfrastructure } = require(join(root, 'libs/iac-generator/dist/index.js'));
const { checkFiles, prepareChecks } = require(join(root, 'libs/iac-checker/dist/index.js'));
const { runDevCsv, runProjectSet } = require(join(root, 'scripts/eval/dist/index.js'));

const engine = { generate: generateInfrastructure, check: checkFiles };
const log = (line) => console.log(line);
let report;
if (setMode) {
  const formats = valuesOf('--format');
  const { FORMAT_IDS } = require(join(root, 'libs/contracts/dist/index.js'));
  await prepareChecks(formats.length ? formats : FORMAT_IDS);
  report = await runProjectSet(engine, {
    dir: resolve(root, positional[0] ?? 'eval/generator'),
    formats,
    only: valuesOf('--only'),
    log,
  });
} else {
  const csvPath = positional[0] ?? join(root, '../shared/eval/iac-eval-dev.csv');
  await prepareChecks(['terraform-aws']);
  report = await runDevCsv(engine, { path: csvPath, text: readFileSync(csvPath, 'utf8') }, log);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(report, null, 2));
console.log(`report: ${out}`);
