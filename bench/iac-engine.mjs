#!/usr/bin/env node
// Built-in generator latency: request -> files for every prompt of the development file.
// Usage: node bench/iac-engine.mjs [csv] [--format=<id>]   (builds libs/iac-generator first)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
execFileSync(
  process.execPath,
  [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-generator')],
  {
    stdio: 'inherit',
  },
);
const { generateInfrastructure } = require(join(root, 'libs/iac-generator/dist/index.js'));
const csvArg = process.argv.slice(2).find((a) => !a.startsWith('--'));
const csv = readFileSync(csvArg ?? join(root, '../shared/eval/iac-eval-dev.csv'), 'utf8');
// Prompts are the third column; a light parse is enough here (the eval script has the strict one).
const prompts = [...csv.matchAll(/^\d+,\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm)].map((m) =>
  (m[1] ?? m[2]).replace(/""/g, '"'),
);
// Every format, on the same prompts (the vocabulary maps each concept to every cloud).
const FORMATS = [
  ['aws', 'terraform-aws'],
  ['aws', 'cloudformation'],
  ['azure', 'terraform-azurerm'],
  ['azure', 'arm'],
  ['azure', 'bicep'],
  ['gcp', 'terraform-google'],
  ['kubernetes', 'kubernetes-yaml'],
  ['kubernetes', 'terraform-kubernetes'],
  ['terraform', 'terraform'],
];
const only = process.argv.find((a) => a.startsWith('--format='))?.slice(9);
for (const [platform, format] of FORMATS.filter(([, f]) => !only || f === only)) {
  for (const p of prompts.slice(0, 20)) generateInfrastructure({ prompt: p, platform, format }); // warm-up
  const times = [];
  let declined = 0;
  for (let round = 0; round < 5; round++) {
    for (const prompt of prompts) {
      const t0 = process.hrtime.bigint();
      const r = generateInfrastructure({ prompt, platform, format });
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (round === 0 && r.declined) declined++;
    }
  }
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  console.log(
    `${format.padEnd(21)} prompts ${prompts.length}, runs ${times.length}, declined ${declined}: p50 ${q(0.5).toFixed(2)} ms  p99 ${q(0.99).toFixed(2)} ms  max ${times[times.length - 1].toFixed(2)} ms`,
  );
}
