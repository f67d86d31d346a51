#!/usr/bin/env node
// Lighthouse on the public site (issue 16: performance, accessibility, best practices and SEO each
// >= 95 on /, /pricing and /docs). Starts the built product the way `npm start` runs it (a
// throwaway DATA_DIR with the embedded database, its own Redis key prefix, no model: the built-in
// generator), then runs Lighthouse 12 in Debian's Chromium (never a downloaded browser) on each
// page, with Lighthouse's mobile settings (a mid-range phone on a slow 4G network, simulated) and
// its desktop settings, several times each, and reports the run with the median performance score.
//
//   node bench/lighthouse.mjs [--pages=/,/pricing,/docs] [--runs=3] [--form-factors=mobile,desktop]
//                             [--base-url=http://127.0.0.1:3000] [--strict]
//
// --base-url measures a product that is already running instead of starting one. Reports (JSON)
// are kept in bench/out/lighthouse/. Exits non-zero when a run fails, and with --strict also when
// a score is below 95.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../scripts/lib/local-server.mjs';
import { installTemporarily } from '../scripts/lib/temporary-install.mjs';
import { webBuildIsCurrent } from '../scripts/lib/web-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Lighthouse is not a dependency of the project (decision 034): it is installed for this run into a
 * temporary folder. 12.8.2 is the last version for Node 20; its trace engine asks for
 * `third-party-web` and `legacy-javascript` at `latest`, pinned here (decision 008).
 */
const LIGHTHOUSE = '12.8.2';
const tool = installTemporarily(
  { lighthouse: LIGHTHOUSE },
  { overrides: { 'third-party-web': '0.27.0', 'legacy-javascript': '0.0.1' } },
);
process.on('exit', tool.remove);
const { default: lighthouse, desktopConfig } = await tool.importModule('lighthouse');
const outDir = join(root, 'bench/out/lighthouse');
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PAGES = option('pages', '/,/pricing,/docs').split(',');
const RUNS = Number(option('runs', '3'));
const FORM_FACTORS = option('form-factors', 'mobile,desktop').split(',');
const BASE_URL = option('base-url', null);
const STRICT = process.argv.includes('--strict');
const MIN_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
// As e2e/playwright.config.ts, in Chromium's current headless mode (Lighthouse needs it to paint).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function ensureWebBuild() {
  if (webBuildIsCurrent(root)) return;
  console.log('[bench] apps/web/dist is older than its sources: npm run build:web');
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:web failed');
}

/**
 * `npm start` on a free port with a data folder and Redis prefix of its own; resolves once healthy.
 * It serves a copy of the web build (WEB_DIST_DIR), so a rebuild in the checkout during the run
 * cannot take the files from under the pages being measured.
 */
async function startProduct() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-bench-lh-'));
  const webDist = join(dataDir, 'web');
  cpSync(join(root, 'apps/web/dist'), webDist, { recursive: true });
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: webDist, LOG_LEVEL: 'warn' };
  env.REDIS_KEY_PREFIX = `infragen-bench-lh-${process.pid}-${port}`;
  for (const name of ['DATABASE_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[name];
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  if (!(await waitForHealth(baseURL, child))) {
    await stop();
    throw new Error('the product did not start (see its log above)');
  }
  return { baseURL, stop };
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves once it says where it listens. */
function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'infragen-bench-lh-chromium-'));
  const child = spawn(
    '/usr/bin/chromium',
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    // Chromium's helper processes may still be writing into the profile for a moment after it exits.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`[bench] left ${profile} behind: ${error.message}`);
    }
  };
  return new Promise((resolveLaunch, reject) => {
    let err = '';
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${err}`)));
    child.stderr.on('data', (chunk) => {
      err += chunk;
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err)?.[1];
      if (!port) return;
      child.removeAllListeners('exit');
      child.stderr.resume();
      resolveLaunch({ port: Number(port), kill });
    });
  });
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits that cost points, for the report: the ones scored below 1. */
function shortfalls(lhr) {
  const counted = new Set(
    CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []),
  );
  return Object.values(lhr.audits)
    .filter((a) => counted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => `${a.id} ${a.score}`);
}

/**
 * One Lighthouse run in a Chromium of its own (a browser reused across runs now and then loses the
 * start of the next trace: NO_NAVSTART); a run that fails that way is tried once more.
 */
async function run(url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChromium();
    try {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const { lhr } = result;
      if (!lhr.runtimeError) return { lhr, json: result.report };
      if (attempt === 2)
        throw new Error(`${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      console.log(`[bench] ${lhr.runtimeError.code}: running again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function measure(url, formFactor) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await run(url, formFactor));
  runs.sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const median = runs[Math.floor(runs.length / 2)];
  const page = new URL(url).pathname;
  const name = `${page === '/' ? 'home' : page.slice(1).replaceAll('/', '-')}-${formFactor}.json`;
  writeFileSync(join(outDir, name), median.json);
  return {
    page,
    formFactor,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(median.lhr, c)])),
    performanceRuns: runs.map((r) => score(r.lhr, 'performance')),
    metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, median.lhr.audits[id]?.displayValue ?? ''])),
    shortfalls: shortfalls(median.lhr),
    report: `bench/out/lighthouse/${name}`,
  };
}

function table(results) {
  const rows = [
    '| page | settings | performance (runs) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | SI |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const s = r.scores;
    rows.push(
      `| ${r.page} | ${r.formFactor} | ${s.performance} (${r.performanceRuns.join(', ')}) | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${Object.values(r.metrics).join(' | ')} |`,
    );
  }
  return rows.join('\n');
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  if (!BASE_URL) ensureWebBuild();
  const machine = {
    nproc: cpus().length,
    cpu: cpus()[0]?.model,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    date: new Date().toISOString(),
  };
  const product = BASE_URL ? { baseURL: BASE_URL, stop: async () => {} } : await startProduct();
  try {
    const results = [];
    for (const page of PAGES) {
      for (const formFactor of FORM_FACTORS) {
        console.log(`[bench] lighthouse ${page} (${formFactor}), ${RUNS} runs`);
        results.push(await measure(`${product.baseURL}${page}`, formFactor));
      }
    }
    machine.loadAverageAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
    const command = `node bench/lighthouse.mjs ${process.argv.slice(2).join(' ')}`.trim();
    console.log(JSON.stringify({ machine, command, lighthouse: LIGHTHOUSE, results }, null, 2));
    console.log(`\n${table(results)}\n\nReports: ${outDir}`);
    const below = results.flatMap((r) =>
      Object.entries(r.scores)
        .filter(([, value]) => value < MIN_SCORE)
        .map(([category, value]) => `${r.page} ${r.formFactor} ${category} ${value}`),
    );
    if (below.length) console.log(`Below ${MIN_SCORE}: ${below.join('; ')}`);
    if (STRICT && below.length) process.exitCode = 1;
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  process.exit(1);
});
