#!/usr/bin/env node
// Soak benchmark: steady traffic for a long stretch with the memory of every process sampled, to
// show whether anything grows without bound. Starts the api and 2 workers from their dist on a
// throwaway database (./live/stack.mjs); BENCH_SOAK_CLIENTS clients then loop until the time is up:
// each creates a generation (3 s streams from the scripted model), follows it on its own socket to
// its end (every fourth one is stopped after 40 chunks instead) and reads it back; a signed-in
// reader meanwhile reads its profile and history twice a second. Every 10 s the harness samples the resident memory of the api and the workers and the
// number of Redis keys under the run's prefix.
//
// Growth is judged after a warm-up minute: the slope of a least-squares line through each
// process's samples (MiB per minute), and the median of the first minute after warm-up against
// the median of the last minute.
//
//   node bench/soak.mjs [minutes=10]
//   BENCH_SOAK_CLIENTS  concurrent clients (default 20)
//   BENCH_PG_ADMIN_URL, BENCH_REDIS_URL, BENCH_NO_BUILD as in bench/live-generation.mjs
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { followGeneration, relayOf } from './live/follow.mjs';
import { REDIS_URL } from './live/services.mjs';
import { rssMiB, summary } from './live/stats.mjs';
import { buildServices, say, startStack } from './live/stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { io } = require('socket.io-client');
const IORedis = require('ioredis');

const MINUTES = Number(process.argv[2] ?? 10);
const CLIENTS = Number(process.env.BENCH_SOAK_CLIENTS ?? 20);
const SAMPLE_MS = 10_000;
const WARMUP_MS = 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

buildServices(root);
const stack = await startStack(root, {
  label: 'infragen_soak',
  workers: 2,
  // 120 chunks at 40 a second: 3 s streams that complete on their own.
  model: { chunksPerSecond: 40, chunks: 120 },
});
const { base, env, processes } = stack;
const redis = new IORedis(REDIS_URL);

/** Keys under the run's prefix (queues, stream buffers, rate limits): a leak shows as growth here too. */
async function redisKeys() {
  let cursor = '0';
  let count = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_KEY_PREFIX}*`, 'COUNT', 1000);
    cursor = next;
    count += keys.length;
  } while (cursor !== '0');
  return count;
}

const samples = [];
const outcomes = { completed: 0, cancelled: 0, reads: 0, errors: [] };
const relays = [];
let nextKey = 1;
const endsAt = Date.now() + MINUTES * 60_000;
const startedAt = Date.now();

/** One client's loop: generation after generation, with the reads a browser makes around it. */
async function client(n) {
  for (let round = 0; Date.now() < endsAt; round += 1) {
    const key = nextKey++;
    const result = await followGeneration({ io, base, key, stopAfter: round % 4 === 3 ? 40 : Infinity });
    if (result.error) {
      outcomes.errors.push(result.error);
      await sleep(1000);
      continue;
    }
    outcomes[result.status] = (outcomes[result.status] ?? 0) + 1;
    relays.push(result);
    const read = await fetch(`${base}/api/generations/${result.id}`, {
      headers: { 'x-anonymous-session': result.anonymousToken },
    }).catch((error) => ({ status: error.message }));
    if (read.status !== 200) outcomes.errors.push(`read ${read.status} (client ${n})`);
    else outcomes.reads += 1;
  }
}

/** Signs up the reader's account and returns its access token (no SMTP: no verification step). */
async function signedInToken() {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `soak.${process.pid}@example.com`,
      password: 'granite harbour lantern 42',
      fullName: 'Soak Bench',
      acceptTerms: true,
    }),
  });
  const body = await response.json();
  if (!body.session?.accessToken)
    throw new Error(`sign-up gave no session: ${response.status} ${JSON.stringify(body)}`);
  return body.session.accessToken;
}

/** The signed-in reader: profile and history, twice a second, until the time is up. */
async function reader(token) {
  const headers = { authorization: `Bearer ${token}` };
  while (Date.now() < endsAt) {
    for (const path of ['/api/profile', '/api/conversations']) {
      const read = await fetch(`${base}${path}`, { headers }).catch((error) => ({ status: error.message }));
      if (read.status !== 200) outcomes.errors.push(`${path} ${read.status}`);
      else outcomes.reads += 1;
    }
    await sleep(500);
  }
}

const sampler = setInterval(async () => {
  samples.push({
    atMs: Date.now() - startedAt,
    api: rssMiB(processes.api.pid),
    worker1: rssMiB(processes.worker1.pid),
    worker2: rssMiB(processes.worker2.pid),
    redisKeys: await redisKeys(),
  });
  const last = samples.at(-1);
  say(
    `${Math.round(last.atMs / 1000)} s: api ${last.api} MiB, workers ${last.worker1} / ${last.worker2} MiB, ${last.redisKeys} Redis keys, ${outcomes.completed} completed, ${outcomes.cancelled} stopped, ${outcomes.errors.length} errors`,
  );
}, SAMPLE_MS);

/** Least-squares slope of value over time, in units per minute. */
function slopePerMinute(points) {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return Math.round((num / den) * 60_000 * 100) / 100;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let report;
try {
  say(`${CLIENTS} clients for ${MINUTES} min`);
  const token = await signedInToken();
  await Promise.all([reader(token), ...Array.from({ length: CLIENTS }, (_, n) => client(n))]);
  clearInterval(sampler);
  const noted = await stack.modelDump();
  const measured = samples.filter((s) => s.atMs >= WARMUP_MS);
  const firstMinute = measured.filter((s) => s.atMs < WARMUP_MS + 60_000);
  const lastMinute = measured.filter((s) => s.atMs >= samples.at(-1).atMs - 60_000);
  const growth = Object.fromEntries(
    ['api', 'worker1', 'worker2', 'redisKeys'].map((k) => [
      k,
      {
        slopePerMinute: slopePerMinute(measured.map((s) => [s.atMs, s[k]])),
        firstMinuteMedian: median(firstMinute.map((s) => s[k])),
        lastMinuteMedian: median(lastMinute.map((s) => s[k])),
        max: Math.max(...measured.map((s) => s[k])),
      },
    ]),
  );
  report = {
    minutes: MINUTES,
    clients: CLIENTS,
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model,
      memGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
    },
    generations: { completed: outcomes.completed, stopped: outcomes.cancelled, errors: outcomes.errors.length },
    reads: outcomes.reads,
    firstErrors: [...new Set(outcomes.errors)].slice(0, 5),
    relayMs: summary(relayOf(relays, noted)),
    growth,
    samples,
  };
} finally {
  clearInterval(sampler);
  redis.disconnect();
  await stack.stop();
}

console.log(JSON.stringify(report, null, 2));
console.log('\n| process | first minute after warm-up (median) | last minute (median) | max | slope |');
console.log('|---|---|---|---|---|');
for (const [k, g] of Object.entries(report.growth)) {
  const unit = k === 'redisKeys' ? 'keys' : 'MiB';
  console.log(
    `| ${k} | ${g.firstMinuteMedian} ${unit} | ${g.lastMinuteMedian} ${unit} | ${g.max} ${unit} | ${g.slopePerMinute} ${unit}/min |`,
  );
}
console.log(
  `\n${report.generations.completed} completed, ${report.generations.stopped} stopped, ${report.reads} reads, ${report.generations.errors} errors; relay p50 / p99 ${report.relayMs.p50} / ${report.relayMs.p99} ms`,
);
