#!/usr/bin/env node
/**
 * What the check threads cost in memory, and what a format's first check costs once schemas load
 * on first use (issue 28, "Memory"). Runs the built code (npx tsc -b libs/iac-checker libs/runtime
 * first), each measurement in a fresh Node process:
 *
 * - schemas: per bundled data file, gzip bytes, JSON bytes, load ms (read + gunzip + parse) and
 *   MiB retained on the heap;
 * - threads: a ThreadPool as the apps start it (libs/runtime, module @infragen/iac-checker), with
 *   a warm-up profile, then one check of each format of a workload; process RSS and each thread's
 *   own V8 heap after start and after each format;
 * - first: p50 of the first check of each format in a fresh thread (what a request pays when its
 *   format's schemas load on first use).
 *
 * Usage: node bench/check-memory.mjs [--threads=1] [--repeat=5] [--only=schemas|threads|first]
 *   [--workload=module-only:terraform] (one of the threads' workloads) [--format=arm] [--samples=file]
 *   YOUNG_MB=n: the threads' maxYoungGenerationSizeMb (resourceLimits); FIRST_PROFILE=module-only|hcl-parser
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const THREAD_MODULE = join(ROOT, 'bench/check-memory/thread-module.cjs');
const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const resourceLimits = process.env.YOUNG_MB ? { maxYoungGenerationSizeMb: Number(process.env.YOUNG_MB) } : undefined;
const MiB = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Warm-up profiles: what each thread does before its first call. */
const PROFILES = {
  // Before issue 28: the api's threads load every format; the worker's also check a sample of each.
  'api-every-format': (formats) => [{ fn: 'prepareChecks', args: [formats] }],
  'worker-every-format': (formats, samples) => [
    { fn: 'prepareChecks', args: [formats] },
    ...formats.filter((f) => samples[f]).map((f) => ({ fn: 'checkFiles', args: [samples[f], f] })),
  ],
  // The module, then the HCL parser (tree-sitter WASM); no schema: each format's load with its first check.
  'hcl-parser': () => [{ fn: 'loadHclParser', args: [] }],
  // The module only.
  'module-only': () => [],
};

async function childThreads({ profile, threads, workload, samplesFile, formats }) {
  const { ThreadPool } = require('@infragen/runtime');
  const samples = JSON.parse(readFileSync(samplesFile, 'utf8'));
  const rss = () => MiB(process.memoryUsage().rss);
  const steps = [{ step: 'no threads', rssMiB: rss() }];
  const pool = new ThreadPool({
    module: THREAD_MODULE,
    size: threads,
    warmUp: PROFILES[profile](formats, samples),
    resourceLimits,
  });
  const t0 = performance.now();
  await pool.start();
  const startMs = Math.round(performance.now() - t0);
  // Each thread's heap: as many calls as threads, each idle thread takes one.
  const heaps = async () =>
    (await Promise.all(Array.from({ length: threads }, () => pool.run('memory')))).map(
      (m) => Math.round(m.heapUsedMiB * 10) / 10,
    );
  steps.push({ step: `started (${profile}, ${startMs} ms)`, rssMiB: rss(), threadHeapMiB: await heaps() });
  for (const format of workload) {
    const t = performance.now();
    await Promise.all(Array.from({ length: threads }, () => pool.run('checkFiles', samples[format], format)));
    steps.push({
      step: `checked ${format} (${Math.round(performance.now() - t)} ms)`,
      rssMiB: rss(),
      threadHeapMiB: await heaps(),
    });
  }
  await pool.close();
  return steps;
}

async function childFirst({ format, samplesFile }) {
  const { ThreadPool } = require('@infragen/runtime');
  const samples = JSON.parse(readFileSync(samplesFile, 'utf8'));
  const pool = new ThreadPool({
    module: THREAD_MODULE,
    size: 1,
    warmUp: PROFILES[process.env.FIRST_PROFILE ?? 'module-only'](),
    resourceLimits,
  });
  await pool.start();
  const t0 = performance.now();
  await pool.run('checkFiles', samples[format], format);
  const first = performance.now() - t0;
  // Steady state: the median of 5 more checks.
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t1 = performance.now();
    await pool.run('checkFiles', samples[format], format);
    times.push(performance.now() - t1);
  }
  const second = median(times);
  await pool.close();
  return { first, second };
}

function childSchemas({ file }) {
  const { gunzipSync } = require('node:zlib');
  global.gc();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const raw = readFileSync(join(ROOT, 'libs/iac-schemas/data', file));
  const text = gunzipSync(raw).toString('utf8');
  const value = JSON.parse(text);
  const ms = performance.now() - t0;
  global.gc();
  const retained = process.memoryUsage().heapUsed - before;
  return {
    file,
    gzipBytes: raw.length,
    jsonBytes: Buffer.byteLength(text),
    loadMs: Math.round(ms),
    retainedMiB: MiB(retained),
    keys: Object.keys(value).length,
  };
}

/** One small answer per format from the built-in generator (computed once, outside the measured processes). */
function writeSamples(dir) {
  const file = join(dir, 'samples.json');
  execFileSync(
    process.execPath,
    [
      '-e',
      `const { FORMAT_IDS, PLATFORM_IDS, PLATFORMS } = require('@infragen/contracts');
       const { generateInfrastructure } = require('@infragen/iac-generator');
       const out = {};
       for (const format of FORMAT_IDS) {
         const platform = PLATFORM_IDS.find((p) => PLATFORMS[p].formats.includes(format));
         const { files } = generateInfrastructure({ prompt: 'A private storage bucket for logs with versioning, and a small web application behind it', platform, format });
         out[format] = files.map(({ path, content }) => ({ path, content }));
       }
       require('node:fs').writeFileSync(${JSON.stringify(file)}, JSON.stringify({ formats: FORMAT_IDS, samples: out }));`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const { formats, samples } = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(samples));
  return { file, formats };
}

function inChild(task) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), '--child', JSON.stringify(task)],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

async function main() {
  const childAt = process.argv.indexOf('--child');
  if (childAt > 0) {
    const task = JSON.parse(process.argv[childAt + 1]);
    const run = { threads: childThreads, first: childFirst, schemas: childSchemas }[task.kind];
    process.stdout.write(`\n${JSON.stringify(await run(task))}\n`);
    return;
  }
  const only = arg('only', '');
  const threads = Number(arg('threads', '1'));
  const repeat = Number(arg('repeat', '5'));
  const dir = mkdtempSync(join(tmpdir(), 'check-memory-'));
  // --samples=file reuses the samples of an earlier run (the same answers whatever the generator's state).
  const { file: samplesFile, formats } = arg('samples', '')
    ? { file: arg('samples', ''), formats: Object.keys(JSON.parse(readFileSync(arg('samples', ''), 'utf8'))) }
    : writeSamples(dir);
  console.log(`samples: ${samplesFile}`);
  console.log(`node ${process.version}, formats: ${formats.join(', ')}`);

  if (!only || only === 'schemas') {
    console.log('\n| data file | gzip bytes | JSON bytes | load ms | MiB retained |\n|---|---|---|---|---|');
    const files = Object.keys(JSON.parse(readFileSync(join(ROOT, 'libs/iac-schemas/data/manifest.json'), 'utf8')));
    for (const name of files) {
      const file = readdirGz(name);
      const r = inChild({ kind: 'schemas', file });
      console.log(`| ${file} | ${r.gzipBytes} | ${r.jsonBytes} | ${r.loadMs} | ${r.retainedMiB} |`);
    }
  }
  if (!only || only === 'threads') {
    const workloads = [
      ['api-every-format', []],
      ['worker-every-format', []],
      ['module-only', []],
      ['module-only', ['terraform']],
      ['module-only', ['terraform-aws']],
      ['module-only', formats],
    ];
    const pick = arg('workload', '');
    for (const [profile, workload] of workloads.filter(([p, w]) => !pick || `${p}:${w.join('+')}` === pick)) {
      const steps = inChild({ kind: 'threads', profile, threads, workload, samplesFile, formats });
      console.log(`\n${profile}, ${threads} thread(s), workload: ${workload.join(', ') || 'none'}`);
      for (const s of steps)
        console.log(
          `  ${s.step}: RSS ${s.rssMiB} MiB${s.threadHeapMiB ? `, thread heap ${s.threadHeapMiB.join(' / ')} MiB` : ''}`,
        );
    }
  }
  if (!only || only === 'first') {
    console.log(`\n| format | first check p50 (ms, ${repeat} fresh threads) | later checks p50 (ms) |\n|---|---|---|`);
    for (const format of formats.filter((f) => !arg('format', '') || f === arg('format', ''))) {
      const runs = Array.from({ length: repeat }, () => inChild({ kind: 'first', format, samplesFile }));
      console.log(
        `| ${format} | ${Math.round(median(runs.map((r) => r.first)))} | ${Math.round(median(runs.map((r) => r.second)))} |`,
      );
    }
  }
}

/** manifest key 'terraform/aws' -> its file under data/. */
function readdirGz(name) {
  return (
    {
      'arm/schemas': 'arm/schemas.json.gz',
      'cloudformation/spec': 'cloudformation/spec.json.gz',
      'kubernetes/api': 'kubernetes/api.json.gz',
    }[name] ?? `${name}.json.gz`
  );
}

await main();
