#!/usr/bin/env node
// Measures the built-in generator on an IaC-Eval-shaped CSV (id,difficulty,prompt,reference_resource_types,...).
// Usage: npm run eval:generator -- <csv> [--out test-results/eval-generator.json]
// Builds libs/iac-engine first (tsc -b is incremental, so a fresh clone and a warm tree both work).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = resolve(root, outIndex >= 0 ? args[outIndex + 1] : 'test-results/eval-generator.json');
const csvPath = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--out') ?? join(root, '../shared/eval/iac-eval-dev.csv');

execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-engine')], { stdio: 'inherit' });
const { generateInfrastructure } = require(join(root, 'libs/iac-engine/dist/index.js'));
const { parse } = require('@cdktf/hcl2json');

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => r.length > 1);
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

const rows = parseCsv(readFileSync(csvPath, 'utf8'));
const results = [];
for (const row of rows) {
  const reference = [...new Set(row.reference_resource_types.split(/\s+/).filter(Boolean))];
  const result = generateInfrastructure({ prompt: row.prompt, platform: 'aws', format: 'terraform-aws' });
  const declared = new Set();
  let parses = true;
  const errors = [];
  for (const f of result.files.filter((f) => f.path.endsWith('.tf'))) {
    try {
      const json = await parse(f.path, f.content);
      for (const type of Object.keys(json.resource ?? {})) declared.add(type);
    } catch (e) {
      parses = false;
      errors.push(`${f.path}: ${String(e).slice(0, 300)}`);
    }
  }
  const hit = reference.filter((t) => declared.has(t));
  const recall = reference.length ? hit.length / reference.length : result.declined ? 0 : 1;
  results.push({ id: row.id, difficulty: Number(row.difficulty), declined: result.declined, parses: result.declined ? null : parses, recall, full: recall === 1, missing: reference.filter((t) => !declared.has(t)), errors, notCovered: result.notCovered });
  console.log(`${String(row.id).padStart(4)}  ${result.declined ? 'declined' : parses ? 'parses  ' : 'PARSE-ERR'}  recall ${recall.toFixed(2)}${recall === 1 ? '  full' : `  missing: ${reference.filter((t) => !declared.has(t)).join(' ')}`}`);
}
const produced = results.filter((r) => !r.declined);
const summary = {
  file: csvPath,
  rows: results.length,
  produced: produced.length,
  declined: results.length - produced.length,
  parsesRate: produced.length ? produced.filter((r) => r.parses).length / produced.length : 0,
  meanRecall: results.reduce((s, r) => s + r.recall, 0) / (results.length || 1),
  fullRate: results.filter((r) => r.full).length / (results.length || 1),
};
console.log(`\nrows ${summary.rows}  produced ${summary.produced}  declined ${summary.declined}`);
console.log(`parses ${(summary.parsesRate * 100).toFixed(1)}% of produced outputs  mean recall ${summary.meanRecall.toFixed(3)}  full ${(summary.fullRate * 100).toFixed(1)}%`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ summary, results }, null, 2));
console.log(`report: ${out}`);
