#!/usr/bin/env node
// How long the worker's delta batcher holds each of a stream's first chunks: from the moment its
// text reaches the batcher to the moment the delta carrying it is handed to Redis. Streams come
// through libs/llm (the openai SDK and its node:http fetch) from the live benchmark's scripted
// model process at 40 chunks a second; `streams` run at once, twice after a warm-up round.
//
//   node bench/delta-hold.mjs [worker dist folder=apps/worker/dist] [streams=25] [chunks=8]
//
// Needs the built libs/llm and worker (`npx tsc -b apps/worker`). A hold is timer arithmetic, so
// unlike the relay latency it hardly depends on how busy the machine is.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [workerDistArg, streamsArg, chunksArg] = process.argv.slice(2);
const workerDist = resolve(workerDistArg ?? join(root, 'apps/worker/dist'));
const streams = Number(streamsArg ?? 25);
const chunks = Number(chunksArg ?? 8);
const require = createRequire(join(root, 'package.json'));
const llm = require(join(root, 'libs/llm/dist/index.js'));
const { DeltaBatcher } = require(join(workerDist, 'generation/delta-batcher.js'));

const child = fork(join(root, 'bench/live/model-process.mjs'), [root, '', '', '40', '2400', ''], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const url = await new Promise((r) => child.once('message', (m) => r(m.url)));
const config = { apiKey: 'k', baseUrl: url, model: 'm', timeoutMs: 10_000, idleTimeoutMs: 10_000 };
const client = llm.createModelClient(config);
let key = 1;
const holds = Array.from({ length: chunks }, () => []);
// Texts the model client yielded and deltas the batcher sent, over the measured rounds: below one
// delta per text when texts read together leave as one delta.
const counted = { texts: 0, deltas: 0 };

async function one() {
  const k = key++;
  const stop = new AbortController();
  const pushedAt = new Map(); // marker index -> when its text reached the batcher
  const batcher = new DeltaBatcher(async (_seq, text) => {
    const at = performance.now();
    counted.deltas += 1;
    for (const m of text.matchAll(/⟦\d+:(\d+)⟧/g)) {
      const i = Number(m[1]);
      if (i < chunks) holds[i].push(at - pushedAt.get(i));
    }
  }, 20);
  const run = llm.streamCompletion(client, config, [{ role: 'user', content: `bench-key-${k}: x` }], stop.signal);
  for await (const text of run.chunks) {
    const at = performance.now();
    for (const m of text.matchAll(/⟦\d+:(\d+)⟧/g)) pushedAt.set(Number(m[1]), at);
    counted.texts += 1;
    batcher.push(text);
    if (pushedAt.size >= chunks) stop.abort();
  }
  await batcher.flush();
}

await Promise.all(Array.from({ length: streams }, one)); // warm
for (const h of holds) h.length = 0;
Object.assign(counted, { texts: 0, deltas: 0 });
for (let r = 0; r < 2; r += 1) await Promise.all(Array.from({ length: streams }, one));
child.kill();
const pct = (a, p) => {
  const s = [...a].sort((x, y) => x - y);
  return Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] * 10) / 10;
};
console.log(
  JSON.stringify({
    workerDist,
    deltasPerText: Math.round((counted.deltas / counted.texts) * 1000) / 1000,
    holdMsByChunk: holds.map((h, i) => ({ chunk: i, n: h.length, p50: pct(h, 50), p99: pct(h, 99) })),
  }),
);
