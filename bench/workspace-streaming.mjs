#!/usr/bin/env node
// Workspace streaming benchmark (issue 6: "streaming 20,000 characters keeps the page responsive:
// no long task over 50 ms"). Starts the built product like scripts/test.mjs's e2e() with a scripted
// model answering a fenced Terraform block of >= 20,000 characters in 10-40 character chunks every
// 5-10 ms, drives Debian's Chromium through sign-in and /app, and records a performance trace from
// the send until the Ready badge shows, once at full speed and once with 4x CPU throttling.
// Reports long tasks (> 50 ms) of the page's main thread, total blocking time, what the long tasks
// did, the characters shown at the end, time to first code and total stream time.
//
//   node bench/workspace-streaming.mjs [--chars=20000] [--passes=1,4]
//
// Traces are kept in bench/out/workspace-streaming/ (open them in DevTools' Performance panel).
// Exits non-zero only when the run fails (product, browser, or the text not arriving whole), never
// because of the figures.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { webBuildIsCurrent } from '../scripts/lib/web-build.mjs';
import { startLongModelServer } from './workspace/model-server.mjs';
import { editorText, openSplitView, send, signUpAndIn, waitForReady, watchCodePanel } from './workspace/page.mjs';
import { startProduct } from './workspace/product.mjs';
import { analyseTrace } from './workspace/trace.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'bench/out/workspace-streaming');
const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const CHARS = Number(option('chars', '20000'));
const RATES = option('passes', '1,4').split(',').map(Number);
// The categories of DevTools' Performance panel: tasks, the timeline phases, user timing marks
// and the JS sampling profile (to name the functions behind a long task).
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];
// Same as e2e/playwright.config.ts.
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const FIRST_CODE_MARKER = 'required_providers';

function ensureWebBuild() {
  if (webBuildIsCurrent(root)) return;
  console.log('[bench] apps/web/dist is older than its sources: npm run build:web');
  const result = spawnSync('npm', ['run', 'build:web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build:web failed');
}

async function pass({ browser, page, baseURL, model, rate }) {
  const cdp = await page.context().newCDPSession(page);
  const { input, code } = await openSplitView(page);
  await input.fill(`A long Terraform answer for the streaming benchmark (${rate}x CPU throttling)`);
  await watchCodePanel(code, FIRST_CODE_MARKER);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const streamsBefore = model.streams.length;
  await browser.startTracing(page, { categories: CATEGORIES });
  let times;
  let buffer;
  try {
    // Starting the sampling profiler interrupts the main thread (one task of ~100 ms): let that
    // pass before the measured window opens.
    await page.waitForTimeout(1000);
    await send(page, input);
    times = await waitForReady(page, 180_000);
    // Let the frame that painted Ready finish inside the trace.
    await page.waitForTimeout(500);
  } finally {
    buffer = await browser.stopTracing();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, `trace-${rate}x.json`), buffer);
  }
  const stream = model.streams[streamsBefore];
  const { text, source } = await editorText(page, code);
  await cdp.detach();
  const trace = analyseTrace(JSON.parse(buffer.toString('utf8')), {
    origin: baseURL,
    from: 'bench:send',
    to: 'bench:ready',
    distAssets: join(root, 'apps/web/dist/assets'),
  });
  // The panel shows the block's lines: the code without its last newline.
  const expected = model.script.code.replace(/\n$/, '');
  return {
    cpuThrottling: rate,
    modelSentChars: model.script.text.length,
    modelSentCodeChars: expected.length,
    modelChunks: model.script.chunks.length,
    editorChars: text.length,
    editorTextSource: source,
    complete: text === expected,
    firstCodeMs: Math.round(times.firstCode - times.send),
    sendToReadyMs: Math.round(times.ready - times.send),
    modelStreamMs: stream?.lastChunkAt ? Math.round(stream.lastChunkAt - stream.firstChunkAt) : null,
    ...trace,
  };
}

function table(results) {
  const rows = [
    '| CPU | tasks > 50 ms (> 50 ms of CPU) | longest task | total blocking time | main thread busy | characters (editor / sent) | first code | send -> Ready (model stream) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    rows.push(
      `| ${r.cpuThrottling === 1 ? 'unthrottled' : `${r.cpuThrottling}x throttled`} | ${r.longTasks} (${r.longTasksOver50msCpu}) | ${r.longestTaskMs} ms | ${r.totalBlockingTimeMs} ms | ${r.busyMs} ms of ${r.windowMs} ms | ${r.editorChars} / ${r.modelSentCodeChars}${r.complete ? '' : ' (MISMATCH)'} | ${r.firstCodeMs} ms | ${r.sendToReadyMs} ms (${r.modelStreamMs} ms) |`,
    );
  }
  return rows.join('\n');
}

async function main() {
  ensureWebBuild();
  const machine = {
    nproc: cpus().length,
    cpu: cpus()[0]?.model,
    loadAverageAtStart: loadavg().map((l) => Math.round(l * 100) / 100),
    chromium: null,
    date: new Date().toISOString(),
  };
  const model = await startLongModelServer({ minChars: CHARS });
  let product;
  let browser;
  try {
    product = await startProduct(root, model.url);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
    machine.chromium = browser.version();
    const context = await browser.newContext({
      baseURL: product.baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await signUpAndIn(page, product.baseURL);
    const results = [];
    for (const rate of RATES) {
      console.log(`[bench] pass: ${rate}x CPU throttling`);
      results.push(await pass({ browser, page, baseURL: product.baseURL, model, rate }));
    }
    machine.loadAverageAtEnd = loadavg().map((l) => Math.round(l * 100) / 100);
    console.log(
      JSON.stringify(
        { machine, command: `node bench/workspace-streaming.mjs ${process.argv.slice(2).join(' ')}`.trim(), results },
        null,
        2,
      ),
    );
    console.log(`\n${table(results)}\n\nTraces: ${outDir}`);
    const incomplete = results.filter((r) => !r.complete);
    if (incomplete.length)
      throw new Error(
        `the editor did not end with the text the model sent (${incomplete.map((r) => `${r.cpuThrottling}x: ${r.editorChars} of ${r.modelSentCodeChars}`).join(', ')})`,
      );
  } finally {
    await browser?.close();
    await product?.stop();
    await model.close();
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  process.exit(1);
});
