#!/usr/bin/env node
// Checked output around a generation, measured on the built code:
//   threads  the check thread pool (libs/runtime ThreadPool loading @infragen/iac-checker):
//            time from start to warm, the first check after it against warm checks (and against a
//            pool that does not warm up), and the memory each thread adds, in fresh processes.
//   repair   the repair loop end to end: the api and a worker from their dist on a throwaway
//            database, a scripted OpenAI-compatible model that answers each flawed answer of
//            test/fixtures/flawed-answers and then each repair request by applying the fixes the
//            request itself names ("Did you mean `x`?", "Use one of ...", fences to delete), and
//            for every case the errors of its first answer and of the answer the generation kept.
//
//   node bench/checked-output.mjs [threads] [repair]     (both by default; builds first unless BENCH_NO_BUILD)
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/local-server.mjs';
import { buildServices } from './live/stack.mjs';
import { createMigratedDatabase, nodeArgs, serviceEnv } from './live/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const MiB = 2 ** 20;
const FORMATS = ['terraform-aws', 'cloudformation', 'kubernetes-yaml', 'arm', 'bicep'];
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A 300-line Terraform file of ordinary resources. */
function terraform300() {
  let text =
    'terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.80"\n    }\n  }\n}\n\n';
  for (let i = 0; text.split('\n').length < 300; i += 1)
    text += `resource "aws_sqs_queue" "q${i}" {\n  name                      = "q${i}"\n  message_retention_seconds = 345600\n  sqs_managed_sse_enabled   = true\n}\n\n`;
  return [{ path: 'main.tf', content: text }];
}

/** The files of a corpus case. */
function caseFiles(name) {
  const dir = join(root, 'test/fixtures/flawed-answers', name);
  return readdirSync(dir, { recursive: true })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => ({ path: f, content: readFileSync(join(dir, f), 'utf8') }));
}
const CASES = JSON.parse(readFileSync(join(root, 'test/fixtures/flawed-answers/cases.json'), 'utf8'));

// ---------------------------------------------------------------------------------------------
// Threads: one child process per measurement, so each starts from nothing.
if (process.argv[2] === '--pool-child') {
  const [size, warm] = [Number(process.argv[3]), process.argv[4]];
  const { ThreadPool } = require(join(root, 'libs/runtime/dist/index.js'));
  // The worker's warm-up (schemas, then a small check per format), the api's (schemas only), or none.
  const warmUp = {
    worker: () => require(join(root, 'apps/worker/dist/checks/check-warm-up.js')).checkWarmUp(),
    api: () => [{ fn: 'prepareChecks', args: [require(join(root, 'libs/contracts/dist/index.js')).FORMAT_IDS] }],
    none: () => [],
  }[warm]();
  global.gc?.();
  const before = process.memoryUsage().rss;
  const startedAt = performance.now();
  const pool = new ThreadPool({
    module: '@infragen/iac-checker',
    size,
    warmUp,
  });
  await pool.start();
  const readyMs = performance.now() - startedAt;
  const readyRss = process.memoryUsage().rss;
  const files = terraform300();
  const t0 = performance.now();
  await pool.run('checkFiles', files, 'terraform-aws');
  const firstMs = performance.now() - t0;
  // Every format once (so every thread's memory holds what a running worker's does), then warm calls.
  for (const format of FORMATS) {
    const sample = caseFiles(CASES.find((c) => c.format === format).case);
    await Promise.all(Array.from({ length: size }, () => pool.run('checkFiles', sample, format)));
  }
  const warmTimes = [];
  for (let i = 0; i < 50; i += 1) {
    const t = performance.now();
    await pool.run('checkFiles', files, 'terraform-aws');
    warmTimes.push(performance.now() - t);
  }
  warmTimes.sort((a, b) => a - b);
  const loadedRss = process.memoryUsage().rss;
  await pool.close();
  process.send({
    size,
    warm,
    readyMs,
    firstMs,
    warmP50: pct(warmTimes, 50),
    readyMiB: (readyRss - before) / MiB,
    loadedMiB: (loadedRss - before) / MiB,
  });
  process.exit(0);
}

function poolChild(size, warm) {
  return new Promise((resolvePromise, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--pool-child', String(size), warm], {
      execArgv: ['--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', resolvePromise);
    child.once('exit', (code) => code !== 0 && reject(new Error(`pool child exited with ${code}`)));
  });
}

async function measureThreads() {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const rows = [];
  for (const [size, warm] of [
    [1, 'worker'],
    [2, 'worker'],
    [4, 'worker'],
    [1, 'api'],
    [1, 'none'],
  ]) {
    const runs = [];
    for (let i = 0; i < rounds; i += 1) runs.push(await poolChild(size, warm));
    const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    rows.push({
      size,
      warm,
      readyMs: median('readyMs'),
      firstMs: median('firstMs'),
      warmP50: median('warmP50'),
      readyMiB: median('readyMiB'),
      loadedMiB: median('loadedMiB'),
    });
  }
  console.log(`\ncheck thread pool (median of ${rounds} fresh processes; a 300-line Terraform file)`);
  console.log(
    'threads  warm-up  start->ready ms  first check ms  warm check p50 ms  RSS added at ready MiB  after every format MiB  per thread MiB',
  );
  for (const r of rows)
    console.log(
      `${String(r.size).padStart(7)}  ${r.warm.padEnd(7)}  ${r.readyMs.toFixed(0).padStart(15)}  ${r.firstMs.toFixed(1).padStart(14)}  ${r.warmP50.toFixed(1).padStart(17)}  ${r.readyMiB.toFixed(0).padStart(22)}  ${r.loadedMiB.toFixed(0).padStart(21)}  ${(r.loadedMiB / r.size).toFixed(0).padStart(14)}`,
    );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Repair: the scripted model.
const { extractFiles } = require(join(root, 'libs/iac-extract/dist/index.js'));
const { REPAIR_REQUEST_OPENING } = require(join(root, 'libs/llm/dist/index.js'));
const FENCE_LANGUAGE = { tf: 'hcl', yaml: 'yaml', yml: 'yaml', json: 'json', bicep: 'bicep' };

/** An answer as a model writes one: each file in a fence naming it (four backticks, so a fence left in a file stays in it). */
function answerOf(files) {
  return files
    .map(
      (f) =>
        `\`\`\`\`${FENCE_LANGUAGE[f.path.split('.').pop()] ?? 'text'} title=${f.path}\n${f.content}${f.content.endsWith('\n') ? '' : '\n'}\`\`\`\`\n`,
    )
    .join('\n');
}

const FINDING = /^\d+\. (.+?):(\d+):(\d+) (error|warning) \[([^\]]+)\] (.*?)(?: Fix: (.*))?$/;

/** What the scripted model can do with a repair request: apply the fixes it names, nothing else. */
function repairAnswer(messages, format) {
  const previous = messages.at(-2).content;
  const files = extractFiles(previous, format).map((f) => ({ path: f.path, lines: f.content.split('\n') }));
  const findings = messages
    .at(-1)
    .content.split('\n')
    .map((line) => FINDING.exec(line))
    .filter(Boolean)
    .map(([, file, line, column, , code, message, hint]) => ({
      file,
      line: +line,
      column: +column,
      code,
      message,
      hint,
    }));
  let applied = 0;
  // From the last finding up, so a change does not move the places of those before it.
  for (const f of findings.sort((a, b) => b.line - a.line || b.column - a.column)) {
    const file = files.find((x) => x.path === f.file);
    if (!file) continue;
    // The replacement the request names: "Did you mean `x`?", "Use one of `x`, ...", or "...; use `x`."
    const replacement =
      /^Did you mean `([^`]+)`\?/.exec(f.hint ?? '')?.[1] ??
      /^Use one of `([^`]+)`/.exec(f.hint ?? '')?.[1] ??
      /; use `([^`]+)`\.?$/.exec(f.message)?.[1];
    if (f.code === 'common.fence-left-in') {
      file.lines = file.lines.filter((l) => !/^\s*(```|~~~)/.test(l));
      applied += 1;
    } else if (replacement !== undefined) {
      const text = file.lines[f.line - 1];
      if (text === undefined) continue;
      const at = f.column - 1;
      const quote = /["']/.test(text[at] ?? '') ? 1 : 0;
      const token = /^[\w.\-/@]+/.exec(text.slice(at + quote))?.[0];
      if (!token) continue;
      file.lines[f.line - 1] = text.slice(0, at + quote) + replacement + text.slice(at + quote + token.length);
      applied += 1;
    }
  }
  return { text: answerOf(files.map((f) => ({ path: f.path, content: f.lines.join('\n') }))), applied };
}

/** The scripted model server: `[case:<name>]` picks the first answer; repair requests get repairs. */
async function startScriptedModel() {
  const requests = { first: 0, repair: 0, fixesApplied: 0 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      const messages = body.messages;
      const last = messages.at(-1).content;
      const request = messages.filter((m) => m.role === 'user').find((m) => /\[case:/.test(m.content)).content;
      const c = CASES.find((x) => request.includes(`[case:${x.case}]`));
      let text;
      if (last.startsWith(REPAIR_REQUEST_OPENING)) {
        requests.repair += 1;
        const repaired = repairAnswer(messages, c.format);
        requests.fixesApplied += repaired.applied;
        text = repaired.text;
      } else {
        requests.first += 1;
        text = answerOf(caseFiles(c.case));
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta, finish) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const piece of text.match(/[\s\S]{1,400}/g) ?? []) res.write(chunk({ content: piece }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/v1`,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
}

const PLATFORM = {
  'terraform-aws': 'aws',
  cloudformation: 'aws',
  'terraform-azurerm': 'azure',
  arm: 'azure',
  bicep: 'azure',
  'terraform-google': 'gcp',
  'terraform-kubernetes': 'kubernetes',
  'kubernetes-yaml': 'kubernetes',
};

async function measureRepair() {
  const model = await startScriptedModel();
  const database = await createMigratedDatabase(root, 'bench_checked');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-checked-'));
  const env = serviceEnv({
    port,
    dataDir,
    databaseUrl: database.url,
    redisKeyPrefix: `bench-checked-${process.pid}`,
    modelUrl: model.url,
  });
  const start = (file) =>
    spawn(process.execPath, [...nodeArgs, join(root, file)], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const processes = [start('apps/api/dist/main.js'), start('apps/worker/dist/main.js')];
  const base = `http://127.0.0.1:${port}`;
  const results = [];
  try {
    for (let i = 0; ; i += 1) {
      if (i > 240) throw new Error('api did not start');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not yet listening
      }
      await sleep(250);
    }
    await sleep(1000);
    for (const c of CASES) {
      const startedAt = performance.now();
      const created = await fetch(`${base}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: `[case:${c.case}] ${c.flaw}`, platform: PLATFORM[c.format], format: c.format }),
      }).then((r) => r.json());
      let snapshot;
      for (;;) {
        snapshot = await fetch(`${base}/api/generations/${created.id}`, {
          headers: { 'x-anonymous-session': created.anonymousToken },
        }).then((r) => r.json());
        if (['completed', 'failed', 'cancelled'].includes(snapshot.status)) break;
        await sleep(50);
      }
      const errors = (snapshot.diagnostics ?? []).filter((d) => d.severity === 'error').length;
      const codes = new Set((snapshot.diagnostics ?? []).map((d) => d.code));
      results.push({
        case: c.case,
        status: snapshot.status,
        // The flaw the corpus planted (its expected codes) is gone from the kept answer.
        flawFixed: c.expect.every((code) => !codes.has(code)),
        initialErrors: snapshot.repair?.initialErrors ?? errors,
        rounds: snapshot.repair?.rounds.map((r) => `${r.outcome}(${r.errors ?? '-'})`).join(' ') ?? '',
        finalErrors: errors,
        ms: performance.now() - startedAt,
      });
    }
  } finally {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))));
    await model.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    '\nrepair loop over the flawed-answer corpus (scripted model applying the fixes each repair request names)',
  );
  console.log(
    'case                            first errors  rounds (outcome(errors))                 kept errors  planted flaw gone  ms',
  );
  for (const r of results)
    console.log(
      `${r.case.padEnd(31)} ${String(r.initialErrors).padStart(12)}  ${r.rounds.padEnd(40)} ${String(r.finalErrors).padStart(11)}  ${(r.flawFixed ? 'yes' : 'no').padStart(17)}  ${r.ms.toFixed(0).padStart(5)}`,
    );
  const flawed = results.filter((r) => r.initialErrors > 0);
  const repaired = flawed.filter((r) => r.finalErrors === 0);
  const fewer = flawed.filter((r) => r.finalErrors < r.initialErrors);
  const flawGone = results.filter((r) => r.flawFixed);
  console.log(
    `\n${flawed.length}/${results.length} cases with errors in the first answer; repaired to zero errors: ${repaired.length}/${flawed.length} (${((repaired.length / flawed.length) * 100).toFixed(0)}%); fewer errors: ${fewer.length}/${flawed.length}; planted flaw gone: ${flawGone.length}/${results.length} (${((flawGone.length / results.length) * 100).toFixed(0)}%); requests: ${model.requests.first} first, ${model.requests.repair} repair, ${model.requests.fixesApplied} fixes applied by the scripted model`,
  );
  return results;
}

const parts = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wanted = (part) => parts.length === 0 || parts.includes(part);
// The api and the worker, and with them the libraries (the pool, the checks) the threads load.
buildServices(root);
if (wanted('threads')) await measureThreads();
if (wanted('repair')) await measureRepair();
