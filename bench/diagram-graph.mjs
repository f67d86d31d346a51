#!/usr/bin/env node
// The Diagram tab's work for a large answer: parse + graph + layout of a 150-resource Terraform
// answer (the built-in generator's web-application answer, five times over with its resources
// renamed), fresh, and again while it streams (the answer cut every 40 lines, each cut laid out
// keeping what the last one placed, as the tab's worker does).
//
//   node bench/diagram-graph.mjs [rounds=20]   (builds libs/iac-checker first)
//
// The fresh rounds use no cache: each is the first drawing of the answer.
//
// Target (issue 26): graph + layout of a 150-resource answer within 150 ms. The browser runs the
// same code in a Web Worker, so the editor never waits for it; these figures are Node's on this
// machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const rounds = Number(process.argv[2] ?? 20);
execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(root, 'libs/iac-checker')], {
  stdio: 'inherit',
});
const { loadHclParser } = require(join(root, 'libs/iac-checker/dist/parse/index.js'));
const { buildGraph, layoutGraph, parseFiles } = require(join(root, 'libs/iac-checker/dist/graph/index.js'));

/** The fixture answer with every resource renamed `<name>_<copy>`, references too. */
function copyOf(text, copy) {
  const names = [...text.matchAll(/^resource "([\w-]+)" "([\w-]+)"/gm)].map((m) => [m[1], m[2]]);
  let out = text.replace(/^resource "([\w-]+)" "([\w-]+)"/gm, (_, t, n) => `resource "${t}" "${n}_${copy}"`);
  for (const [type, name] of names)
    out = out.replace(new RegExp(`\\b${type}\\.${name}\\b`, 'g'), `${type}.${name}_${copy}`);
  // Variables, outputs and the terraform block are written once, in the first copy.
  return copy === 0 ? out : out.replace(/^(variable|output|terraform|provider) [\s\S]*?^}\n/gm, '');
}

const fixture = join(root, 'libs/iac-checker/src/graph/fixtures/terraform-aws-generated/main.tf');
const base = readFileSync(fixture, 'utf8');
let content = '';
for (let copy = 0; copy < 5; copy++) content += `${copyOf(base, copy)}\n`;
const files = [{ path: 'main.tf', content }];

await loadHclParser();
const build = (f) => buildGraph(parseFiles(f, 'terraform-aws'), 'terraform-aws');
const whole = build(files);
const resources = whole.nodes.filter((n) => n.kind !== 'implied').length;

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const ms = (n) => `${n.toFixed(1)} ms`;

// Fresh: parse + graph + layout of the whole answer.
for (let i = 0; i < 3; i++) layoutGraph(build(files)); // warm-up: compiled code, as in a page that has drawn once
// Wall time, and the CPU time this process spent (on a shared machine the wall time also counts
// the waits for a core; the CPU time is the work itself).
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const steps = { parse: [], graph: [], layout: [], parseCpu: [], graphCpu: [], layoutCpu: [] };
for (let i = 0; i < rounds; i++) {
  const [t0, c0] = [performance.now(), cpu()];
  const parsed = parseFiles(files, 'terraform-aws');
  const [t1, c1] = [performance.now(), cpu()];
  const g = buildGraph(parsed, 'terraform-aws');
  const [t2, c2] = [performance.now(), cpu()];
  layoutGraph(g);
  const [t3, c3] = [performance.now(), cpu()];
  steps.parse.push(t1 - t0);
  steps.graph.push(t2 - t1);
  steps.layout.push(t3 - t2);
  steps.parseCpu.push(c1 - c0);
  steps.graphCpu.push(c2 - c1);
  steps.layoutCpu.push(c3 - c2);
}
const sum = (...lists) => lists[0].map((_, i) => lists.reduce((a, l) => a + l[i], 0));

// Streaming: each cut laid out keeping the last cut's boxes, with the worker's caches (the parsed
// files and each container's layout, kept from one request to the next).
const lines = content.split('\n');
const updates = [];
const updatesCpu = [];
let previous = {};
const parseCache = new Map();
const levelCache = new Map();
for (let n = 40; n < lines.length + 40; n += 40) {
  const cut = [{ path: 'main.tf', content: lines.slice(0, n).join('\n') }];
  const [t, c] = [performance.now(), cpu()];
  const laid = layoutGraph(
    buildGraph(parseFiles(cut, 'terraform-aws', parseCache), 'terraform-aws'),
    previous,
    levelCache,
  );
  updates.push(performance.now() - t);
  updatesCpu.push(cpu() - c);
  previous = laid.boxes;
}

// Tidy layout once the answer has streamed: a fresh layout of the whole answer with the caches
// the streaming left (the file parsed, most containers' layouts known).
const tidy = [];
const tidyCpu = [];
for (let i = 0; i < rounds; i++) {
  const [t, c] = [performance.now(), cpu()];
  layoutGraph(buildGraph(parseFiles(files, 'terraform-aws', parseCache), 'terraform-aws'), undefined, levelCache);
  tidy.push(performance.now() - t);
  tidyCpu.push(cpu() - c);
}

console.log(
  `${resources} resources, ${whole.edges.length} references, ${whole.nodes.filter((n) => n.container).length} containers; ${rounds} rounds after 3 warm-ups`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores`,
);
console.log('| step | wall p50 | wall max | CPU p50 | CPU max |');
console.log('|---|---|---|---|---|');
for (const [label, wall, used] of [
  ['parse', steps.parse, steps.parseCpu],
  ['graph', steps.graph, steps.graphCpu],
  ['layout (fresh)', steps.layout, steps.layoutCpu],
  ['graph + layout', sum(steps.graph, steps.layout), sum(steps.graphCpu, steps.layoutCpu)],
  [
    'parse + graph + layout',
    sum(steps.parse, steps.graph, steps.layout),
    sum(steps.parseCpu, steps.graphCpu, steps.layoutCpu),
  ],
  [`streaming update (${updates.length} cuts: parse, graph, layout keeping places)`, updates, updatesCpu],
  ['tidy layout after streaming (parse, graph, fresh layout, caches warm)', tidy, tidyCpu],
])
  console.log(
    `| ${label} | ${ms(stats(wall).p50)} | ${ms(stats(wall).max)} | ${ms(stats(used).p50)} | ${ms(stats(used).max)} |`,
  );
