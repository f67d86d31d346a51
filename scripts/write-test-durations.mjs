#!/usr/bin/env node
// Writes test/setup/file-durations.json, which test/setup/slowest-first-sequencer.js reads, from a
// Jest timing report of scripts/lib/test-timing-reporter.mjs: each integration file's duration in
// seconds.
//   node scripts/write-test-durations.mjs test-results/jest-int-timing.json
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/write-test-durations.mjs <timing report json>');
  process.exit(2);
}
const { files } = JSON.parse(readFileSync(report, 'utf8'));
const durations = Object.fromEntries(
  files
    .filter((f) => f.project === 'int' && f.seconds > 0)
    .map((f) => [f.file, Math.round(f.seconds * 10) / 10])
    .sort(([a], [b]) => a.localeCompare(b)),
);
const out = join(dirname(fileURLToPath(import.meta.url)), '../test/setup/file-durations.json');
writeFileSync(out, `${JSON.stringify(durations, null, 2)}\n`);
console.log(`${Object.keys(durations).length} files -> ${out}`);
