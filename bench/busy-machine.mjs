#!/usr/bin/env node
// The integration tests on a busy machine: runs Jest's `int` project (api + worker + real
// PostgreSQL and Redis, the files that start whole products and wait on them) with two busy loops
// beside it, one per core of a 2-core machine, so that every process the tests start competes for
// the CPU the way it does when other work shares the machine. Passes when every test passes; a
// test that only passes on an idle machine (a fixed sleep, a timeout sized for an idle machine)
// fails here.
//
//   node bench/busy-machine.mjs [--loops=2] [-- <jest arguments, e.g. a path pattern>]
//
// Prints the wall time, the tests' counts, the files that failed, the load average before and
// after, and a Markdown table row for bench/RESULTS.md; writes each file's wall and CPU time to
// test-results/busy-machine-timing.json; exits 1 when a test failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const loopsArg = process.argv.find((a) => a.startsWith('--loops='));
const loops = loopsArg ? Number(loopsArg.slice('--loops='.length)) : 2;
const separator = process.argv.indexOf('--');
const jestArgs = separator >= 0 ? process.argv.slice(separator + 1) : [];
const out = join(root, 'test-results');
mkdirSync(out, { recursive: true });
const report = join(out, 'busy-machine.json');
// Each file's wall and CPU time under load (scripts/lib/test-timing-reporter.mjs).
const timing = join(out, 'busy-machine-timing.json');
rmSync(report, { force: true });
rmSync(timing, { force: true });

/** A process that keeps one core busy until it is killed (a tight loop, no I/O). */
const busy = Array.from({ length: loops }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopBusy = () => busy.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
process.once('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => (stopBusy(), process.exit(130)));

const loadBefore = loadavg()[0];
const started = Date.now();
const jest = spawn(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '--maxWorkers=2',
    '--selectProjects=int',
    '--json',
    `--outputFile=${report}`,
    ...jestArgs,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, INFRAGEN_JEST_TIMING: timing } },
);
const code = await new Promise((r) => jest.once('close', r));
const seconds = Math.round((Date.now() - started) / 1000);
const loadAfter = loadavg()[0];
stopBusy();

let counts = { passed: 0, failed: 0, suites: 0 };
let failedFiles = [];
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  counts = {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    suites: json.numTotalTestSuites,
  };
  failedFiles = json.testResults.filter((r) => r.status !== 'passed').map((r) => relative(root, r.name));
} catch {
  // No report: Jest itself failed; its exit code says so below.
}
const result = {
  loops,
  cores: cpus().length,
  seconds,
  ...counts,
  jestExit: code,
  load1Before: Number(loadBefore.toFixed(1)),
  load1After: Number(loadAfter.toFixed(1)),
  failedFiles,
};
console.log(JSON.stringify(result));
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
console.log(
  `| ${date} UTC | ${loops} busy loops, ${result.cores} cores | ${counts.suites} files | ${seconds} s | ` +
    `${counts.passed} passed, ${counts.failed} failed | load ${result.load1Before} -> ${result.load1After} |`,
);
process.exit(code === 0 && counts.failed === 0 ? 0 : 1);
