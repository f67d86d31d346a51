#!/usr/bin/env node
// What a newcomer pays: clones this repository into a temporary folder, times the install and the
// first `npm start` until /api/health answers, counts the installed packages, the install's
// warnings and the lines `npm start` printed before its ready line, stops the product, times a
// second start (everything built), then removes the folder.
//
//   node bench/fresh-clone.mjs [--ref=<commit>] [--install=ci|install] [--keep-output=<file>]
//
// --ref clones that commit instead of HEAD (to measure an earlier one on the same machine);
// --keep-output writes everything `npm start` printed to that file. Prints one JSON object and a
// Markdown table row for bench/RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/lib/local-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ref = arg('ref', spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim());
const installCommand = arg('install', 'ci');
const keepOutput = arg('keep-output', null);
/** The line `npm start` prints once the product answers (the banner's first line holds it). */
const READY = /running at http:\/\//;

const work = mkdtempSync(join(tmpdir(), 'infragen-fresh-'));
const clone = join(work, 'infragen');
const dataDir = join(work, 'data');

function countPackages(dir) {
  let count = 0;
  const walk = (modules) => {
    if (!existsSync(modules)) return;
    for (const name of readdirSync(modules)) {
      if (name.startsWith('.')) continue;
      if (name.startsWith('@')) {
        for (const inner of readdirSync(join(modules, name))) {
          count += 1;
          walk(join(modules, name, inner, 'node_modules'));
        }
      } else {
        count += 1;
        walk(join(modules, name, 'node_modules'));
      }
    }
  };
  walk(join(dir, 'node_modules'));
  for (const group of ['apps', 'libs']) {
    if (!existsSync(join(dir, group))) continue;
    for (const name of readdirSync(join(dir, group))) walk(join(dir, group, name, 'node_modules'));
  }
  return count;
}

/** Bytes on disk under `path`, as `du` counts them (blocks; links not followed). */
function diskUsage(path) {
  const stat = lstatSync(path);
  let bytes = stat.blocks * 512;
  if (stat.isDirectory()) for (const name of readdirSync(path)) bytes += diskUsage(join(path, name));
  return bytes;
}

function timed(command, args, options) {
  const started = Date.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

/** Runs `npm start` until the ready line and /api/health answers; returns timings and output. */
async function startOnce(port) {
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let healthyAt = null;
  while (Date.now() - started < 600_000 && child.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
        healthyAt = Date.now();
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // The ready line follows the first healthy answer within a poll.
  for (let i = 0; i < 40 && !READY.test(output) && child.exitCode === null; i += 1) {
    await new Promise((r) => setTimeout(r, 250));
  }
  if (child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  const lines = output.split('\n');
  const readyIndex = lines.findIndex((line) => READY.test(line));
  return {
    seconds: healthyAt ? (healthyAt - started) / 1000 : null,
    linesBeforeReady: readyIndex >= 0 ? readyIndex : null,
    output,
  };
}

/** The machine's load when the run starts and ends: figures from a busy machine are not comparable. */
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
const loadAtStart = load();
let report;
try {
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  spawnSync('git', ['checkout', '--quiet', ref], { cwd: clone, stdio: 'inherit' });
  const install = timed('npm', [installCommand, '--no-audit', '--no-fund'], { cwd: clone });
  const installOutput = `${install.stdout}\n${install.stderr}`;
  if (install.status !== 0) throw new Error(`npm ${installCommand} failed:\n${installOutput}`);
  const sizeMb = Math.round(diskUsage(join(clone, 'node_modules')) / 1024 / 1024);
  const port = await freePort();
  const start = await startOnce(port);
  // A second start: everything is built and migrated; what a developer pays each time.
  const again = start.seconds === null ? null : await startOnce(port);
  if (keepOutput) writeFileSync(keepOutput, start.output);
  report = {
    ref: ref.slice(0, 7),
    node: process.version,
    machine: { cpus: cpus().length, loadAtStart, loadAtEnd: load() },
    install: `npm ${installCommand}`,
    installSeconds: Number(install.seconds.toFixed(1)),
    packages: countPackages(clone),
    nodeModulesMb: sizeMb,
    installWarnings: installOutput.split('\n').filter((line) => /npm warn/i.test(line)).length,
    startSeconds: start.seconds,
    secondStartSeconds: again?.seconds ?? null,
    linesBeforeReady: start.linesBeforeReady,
    totalSeconds: start.seconds === null ? null : Number((install.seconds + start.seconds).toFixed(1)),
  };
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(JSON.stringify(report, null, 2));
console.log(
  `| ${report.ref} | ${report.install} | ${report.installSeconds} s | ${report.packages} | ${report.nodeModulesMb} MB | ` +
    `${report.installWarnings} | ${report.startSeconds ?? 'did not start'} s | ${report.linesBeforeReady ?? '-'} | ` +
    `${report.totalSeconds ?? '-'} s | ${report.machine.loadAtStart[0]} / ${report.machine.loadAtEnd[0]} |`,
);
