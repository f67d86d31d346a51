#!/usr/bin/env node
// `npm test`: everything, in one command. Build, lint, type-check, Jest (unit, integration against
// real PostgreSQL and Redis, the database tests again on PGlite, web), then browser tests in
// Debian's Chromium against the product started by `npm start`. Ends with one summary line.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsCurrent } from './lib/web-build.mjs';
import { buildTiming, formatTiming } from './lib/test-timing.mjs';
import { TIMING_ENV } from './lib/test-timing-reporter.mjs';
import { failedTests } from './lib/failed-tests.mjs';
import { freePort, waitForHealth } from './lib/local-server.mjs';
import { startGithubEmulatorProcess } from '../test/support/github/emulator-process.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * `npm test` runs every step. While working on one part, `node scripts/test.mjs --only=e2e --
 * e2e/workspace.spec.ts` runs only the named steps (build, lint, typecheck, jest, pglite, e2e;
 * the build always runs before e2e), passing what follows `--` to Playwright; without e2e among
 * them, to Jest (`--only=jest -- test/repo/x.test.ts`).
 */
const separator = process.argv.indexOf('--');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
const playwrightArgs = separator >= 0 ? process.argv.slice(separator + 1) : [];
const jestArgs = only && !only.has('e2e') ? playwrightArgs : [];
const wanted = (name) => !only || only.has(name) || (name === 'build' && only.has('e2e'));
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const steps = [];
const bin = (name) => join(root, 'node_modules/.bin', name);

/**
 * Runs one step with its output on the terminal; resolves to whether it passed. The run's steps are
 * asynchronous so that a step can run beside another (see `beside`).
 */
function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  return run({ name }, command, args, env, 'inherit');
}

/**
 * Runs a step beside another one (`next` names it) where that one leaves a core idle: lint beside
 * the build (each a single process), the type-check and the PGlite tests beside the browser tests
 * (one browser, one product). Its output is held and printed when it ends, so two steps' lines
 * never interleave.
 */
function beside(next, name, command, args, env = {}) {
  return run({ name, beside: next }, command, args, env, 'pipe');
}

function run(record, command, args, env, stdio) {
  const started = Date.now();
  const cpu = cpuFile(record.name);
  const child = spawn(...withCpu(cpu, command, args), {
    cwd: root,
    stdio: ['ignore', stdio, stdio],
    env: { ...process.env, ...env },
  });
  let held = '';
  child.stdout?.on('data', (chunk) => (held += chunk));
  child.stderr?.on('data', (chunk) => (held += chunk));
  return new Promise((resolveStep) => {
    const done = (ok) => {
      const ms = Date.now() - started;
      steps.push({ ...record, ok, seconds: Math.round(ms / 1000), ms, ...cpuSpent(cpu) });
      if (stdio === 'pipe') {
        console.log(`\n=== ${record.name} (ran beside ${record.beside}): ${[command, ...args].join(' ')}`);
        process.stdout.write(held);
      }
      resolveStep(ok);
    };
    child.once('error', (error) => ((held += `${error.stack ?? error}\n`), done(false)));
    child.once('close', (code) => done(code === 0));
  });
}

/**
 * CPU time per step (user + system of the step and everything it started), through
 * scripts/lib/cpu-of.mjs where /proc exists: wall time on a shared machine says as much about the
 * neighbours as about the step.
 */
const cpuDir = existsSync('/proc/self/stat') ? mkdtempSync(join(tmpdir(), 'infragen-test-cpu-')) : null;
const cpuFile = (name) => (cpuDir ? join(cpuDir, name.replace(/[^a-z0-9]+/gi, '-')) : null);
const withCpu = (file, command, args) =>
  file ? [process.execPath, [join(root, 'scripts/lib/cpu-of.mjs'), file, command, ...args]] : [command, args];
function cpuSpent(file) {
  if (!file || !existsSync(file)) return {};
  const cpuSeconds = Number(readFileSync(file, 'utf8'));
  rmSync(file, { force: true });
  return Number.isFinite(cpuSeconds) ? { cpuSeconds } : {};
}

/** Runs `list`'s steps one after another (functions returning a step's promise). */
async function inTurn(list) {
  let ok = true;
  for (const next of list) ok = (await next()) && ok;
  return ok;
}

/**
 * The scripted model server (e2e/support/model-server.mjs) in a process of its own: the steps
 * below run synchronously, which would stall a server living in this one.
 */
function startModelServer() {
  const child = spawn(process.execPath, [join(root, 'e2e/support/model-server.mjs'), '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolveServer, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the scripted model server exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /at (http:\/\/\S+\/v1)/.exec(out)?.[1];
      if (!url) return;
      child.removeAllListeners('exit');
      resolveServer({
        url,
        origin: url.replace(/\/v1$/, ''),
        close: () =>
          new Promise((r) => (child.exitCode === null ? (child.once('exit', r), child.kill('SIGTERM')) : r())),
      });
    });
  });
}

/**
 * Browser tests against the real product: `npm start` on a free port with a throwaway DATA_DIR,
 * its model being the scripted OpenAI-compatible server of e2e/support/model-server.mjs.
 */
async function e2e() {
  const port = await freePort();
  const model = await startModelServer();
  // GitHub: the emulator in a process of its own, its OAuth App's callback on the product's port.
  const github = await startGithubEmulatorProcess({ callbackUrl: `http://127.0.0.1:${port}/auth/github/callback` });
  const modelEnv = {
    OPENAI_BASE_URL: model.url,
    OPENAI_API_KEY: 'e2e-scripted-model-key',
    OPENAI_MODEL: 'e2e-scripted',
  };
  // Accounts: the product mails through an SMTP server that e2e/auth.spec.ts runs on this port,
  // and starts with a known administrator.
  const accounts = {
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    ADMIN_EMAIL: 'e2e-admin@example.com',
    ADMIN_PASSWORD: `e2e-${process.pid}-admin-passphrase`,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-e2e-'));
  console.log(`\n=== e2e: npm start on port ${port}, then Playwright in /usr/bin/chromium`);
  const productCpu = cpuFile('e2e product');
  const productStarted = Date.now();
  const child = spawn(...withCpu(productCpu, process.execPath, [join(root, 'scripts/start.mjs')]), {
    cwd: root,
    // Its own Redis key prefix: rate-limit counters and queues of earlier runs on the shared Redis
    // (sign-ups from 127.0.0.1 within the hour) must not leak into this one.
    env: {
      ...process.env,
      ...accounts,
      ...modelEnv,
      ...github.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: `infragen-e2e-${process.pid}-${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    if (!(await waitForHealth(`http://127.0.0.1:${port}`, child))) {
      steps.push({ name: 'e2e (product did not start)', ok: false, seconds: 0, ms: 0 });
      return;
    }
    await step('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs], {
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      E2E_SMTP_PORT: new URL(accounts.SMTP_URL).port,
      E2E_ADMIN_EMAIL: accounts.ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: accounts.ADMIN_PASSWORD,
      E2E_MODEL_URL: model.origin,
      E2E_GITHUB_URL: github.url,
    });
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    // The product's CPU time beside the browser's (the e2e step's own figure is Playwright and Chromium).
    const ms = Date.now() - productStarted;
    steps.push({
      name: 'e2e product',
      ok: true,
      seconds: Math.round(ms / 1000),
      ms,
      beside: 'e2e',
      ...cpuSpent(productCpu),
    });
    // The product's own logs (npm start writes them to DATA_DIR/logs, not the terminal) stay
    // with the test results, for a failure to be read afterwards.
    if (existsSync(join(dataDir, 'logs')))
      cpSync(join(dataDir, 'logs'), join(results, 'e2e-product-logs'), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await model.close();
    await github.close();
  }
}

function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const name of jestReports) {
    const file = join(results, `${name}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += report.numPassedTests;
    total.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    total.skipped += report.numPendingTests + report.numTodoTests;
  }
  const pw = join(results, 'e2e.json');
  if (existsSync(pw)) {
    const stats = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
    total.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    total.failed += stats.unexpected ?? 0;
    total.skipped += stats.skipped ?? 0;
  }
  return total;
}

const jestReports = ['jest', 'jest-int', 'jest-pglite', 'jest-web'];
const jestTiming = jestReports.map((name) => join(results, `${name}-timing.json`));
for (const file of [...jestReports.map((name) => `${name}.json`), 'e2e.json'])
  rmSync(join(results, file), { force: true });
for (const file of jestTiming) rmSync(file, { force: true });
const runStarted = Date.now();

// Lint reads only sources (its resolver maps @infragen/* to src/), so it runs beside the build,
// and on beside Jest when it takes longer than the build (about 30 s of its 70 on CI).
const lint = ['npm', ['run', 'lint', '--silent']];
const linted = !wanted('lint')
  ? null
  : wanted('build')
    ? beside('build and jest', 'lint', ...lint)
    : step('lint', ...lint);
const built =
  !wanted('build') ||
  (await step('build', process.execPath, [
    join(root, 'node_modules/typescript/bin/tsc'),
    '-b',
    'apps/api',
    'apps/worker',
    'libs/iac-generator',
    'libs/iac-checker',
  ]));
if (wanted('build') && built && !webBuildIsCurrent(root))
  await step('build web', 'npm', ['run', 'build', '-w', '@infragen/web']);
// The landing and /app within 200 KB of gzipped JavaScript before the editor (issue 6).
if (wanted('build')) await step('web bundle size', process.execPath, [join(root, 'scripts/check-bundle-size.mjs')]);

/** A Jest step over `projects`, its JSON report and timing file named after `report`. */
const jestStep = (name, report, workers, projects) => [
  name,
  bin('jest'),
  [
    `--maxWorkers=${workers}`,
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${join(results, `${report}.json`)}`,
    // A path given after `--` may match none of this run's projects.
    '--passWithNoTests',
    ...jestArgs,
  ],
  { [TIMING_ENV]: join(results, `${report}-timing.json`) },
];

// The tests that keep both cores busy (unit, the database tests): two workers, lint's last half
// minute beside them. The integration tests spend about half their wall time waiting (on their
// products' database, Redis, child processes, timers: test-results/timing.txt gives each file's
// CPU and wall time), and so do the browser tests (one browser, one product): those run side by
// side below, with the web app's tests among the steps that fill the cores they leave idle.
if (wanted('jest')) await step(...jestStep('jest', 'jest', 2, ['unit', 'db-pg']));

// Beside the browser tests when those run: the integration tests (two workers; another number in
// INFRAGEN_INT_WORKERS, to measure) and, one after the other, the type-check, the PGlite tests and
// the web app's tests (the product is built and started by then: tsc -b finds its output current
// and writes nothing under it).
const nextTo = wanted('e2e') && built ? 'e2e' : null;
const sideStep = (name, command, args, env) =>
  nextTo ? () => beside(nextTo, name, command, args, env) : () => step(name, command, args, env);
const integrationWorkers = Number(process.env.INFRAGEN_INT_WORKERS ?? 2);
const integrationStep = wanted('jest')
  ? sideStep(...jestStep('jest (integration)', 'jest-int', integrationWorkers, ['int']))
  : null;
// Without the browser tests, one step after the other.
const integration = nextTo ? integrationStep?.() : await integrationStep?.();
const besideE2e = inTurn([
  ...(wanted('typecheck')
    ? [
        sideStep('typecheck', 'npm', ['run', 'typecheck', '--silent']),
        sideStep('typecheck e2e', process.execPath, [
          join(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          'e2e/tsconfig.json',
        ]),
      ]
    : []),
  // The database tests again on PGlite, in a Jest run of their own: the same file twice in one
  // worker process confuses MikroORM's global metadata store between Jest sandboxes. One worker
  // beside the browser tests, two on their own.
  ...(wanted('pglite') ? [sideStep(...jestStep('jest (PGlite)', 'jest-pglite', nextTo ? 1 : 2, ['db-pglite']))] : []),
  // jsdom and the web app's components: CPU only, no service.
  ...(wanted('jest') ? [sideStep(...jestStep('jest (web)', 'jest-web', nextTo ? 1 : 2, ['web']))] : []),
]);
if (nextTo) await e2e();
await besideE2e;
await integration;
await linted;

/** test-results/timing.json and timing.txt (issue 28): where the run's minutes went. */
function timingReport() {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const timing = buildTiming({
    steps,
    jest: jestTiming.map(read),
    playwright: read(join(results, 'e2e.json')),
    wallMs: Date.now() - runStarted,
  });
  const text = formatTiming(timing);
  writeFileSync(join(results, 'timing.json'), `${JSON.stringify(timing, null, 2)}\n`);
  writeFileSync(join(results, 'timing.txt'), text);
  console.log('\n=== timing (test-results/timing.txt)');
  process.stdout.write(text);
}
try {
  timingReport();
} catch (error) {
  console.error(`the timing report failed: ${error.stack ?? error}`);
  steps.push({ name: 'timing report', ok: false, seconds: 0, ms: 0 });
}

if (cpuDir) rmSync(cpuDir, { recursive: true, force: true });
const total = counts();
console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds} s)`);
const failedSteps = steps.filter((s) => !s.ok).length;
// A step that failed without failing a test (lint, a crash) still counts as a failure.
const failed = total.failed + (failedSteps && total.failed === 0 ? failedSteps : 0);
console.log(`tests: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped`);
// Last, where CI's tail of the output shows them: which tests failed, and the start of why.
const failures = failedTests(
  [
    ...jestReports.map((name) => ({ step: name, kind: 'jest', file: join(results, `${name}.json`) })),
    { step: 'e2e', kind: 'playwright', file: join(results, 'e2e.json') },
  ],
  root,
);
if (failures.length) {
  console.log('failed tests:');
  for (const f of failures.slice(0, 30)) console.log(`  [${f.step}] ${f.where}: ${f.name}\n      ${f.why}`);
  if (failures.length > 30) console.log(`  ... and ${failures.length - 30} more (test-results/*.json)`);
}
process.exit(failedSteps ? 1 : 0);
