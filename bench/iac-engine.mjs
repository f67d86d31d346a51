#!/usr/bin/env node
// Built-in generator latency: request -> files for every prompt of the development file.
// Usage: node bench/iac-engine.mjs [csv]   (builds libs/iac-engine first)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-engine')], { stdio: 'inherit' });
const { generateInfrastructure } = require(join(root, 'libs/iac-engine/dist/index.js'));
const csv = readFileSync(process.argv[2] ?? join(root, '../shared/eval/iac-eval-dev.csv'), 'utf8');
// Prompts are the third column; a light parse is enough here (the eval script has the strict one).
const prompts = [...csv.matchAll(/^\d+,\d+,(?:"((?:[^"]|"")*)"|([^,"\n]*))/gm)].map((m) => (m[1] ?? m[2]).replace(/""/g, '"'));
for (const p of prompts.slice(0, 20)) generateInfrastructure({ prompt: p, platform: 'aws', format: 'terraform-aws' }); // warm-up
const times = [];
for (let round = 0; round < 5; round++) {
  for (const prompt of prompts) {
    const t0 = process.hrtime.bigint();
    generateInfrastructure({ prompt, platform: 'aws', format: 'terraform-aws' });
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
}
times.sort((a, b) => a - b);
const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(`prompts ${prompts.length}, runs ${times.length}: p50 ${q(0.5).toFixed(2)} ms  p99 ${q(0.99).toFixed(2)} ms  max ${times[times.length - 1].toFixed(2)} ms`);
