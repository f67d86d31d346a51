#!/usr/bin/env node
// Live generation benchmark: the api and 2 workers (built dist, as production runs them) on real
// PostgreSQL and Redis, a scripted OpenAI-compatible model server on loopback streaming 40 chunks a
// second per generation, and one socket.io-client per generation as a browser would hold it.
// Measures, per concurrency level: queue pick-up (POST accepted -> the worker's model request
// arrives), added relay latency (model server writes a chunk -> the socket receives it), stop
// latency (cancel emitted -> model connection closed), errors, and peak api and worker memory.
//
//   node bench/live-generation.mjs [levels...]        default levels: 1 50 500
//   BENCH_PG_ADMIN_URL  admin URL of PostgreSQL (default postgresql://postgres@127.0.0.1:5432/postgres)
//   BENCH_REDIS_URL     Redis (default redis://127.0.0.1:6379)
//   BENCH_STOP_AFTER    chunks each client waits for before it stops its generation (default 120 = 3 s)
//   BENCH_RAMP_MS=2000  start a level's generations evenly over this many ms (default 0: all at once)
//   BENCH_WARMUP_ROUNDS rounds of 50 unrecorded generations before the levels (default 2; 0: a cold start)
//   BENCH_RAW=file      also write each chunk's write time and relay latency per level (JSON), for analysis
//   BENCH_SPLIT=1       also tap the Redis channel the workers publish to, splitting the relay time
//                       at Redis (model -> worker -> Redis, Redis -> api -> client), and the stop at
//                       the api's announcement to the workers. Off by default:
//                       the tap is one more subscriber Redis writes every delta to.
//   BENCH_CLIENT_PROCS  client processes sharing a level's sockets round-robin (default 5); 0: every
//                       client in the harness's own process, as before 2026-11-29 (its event loop,
//                       10-12 ms p99 at 50 sockets, then delayed every arrival it stamped). Each
//                       client process's loop delay is reported beside the figures: the floor of the
//                       measurement (it is sampled every 5 ms, so an idle loop reads about 5).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startClientPool } from './live/client-pool.mjs';
import { cpuMs, loopDelaySummary, rssMiB, summary } from './live/stats.mjs';
import { REDIS_URL } from './live/services.mjs';
import { buildServices, say, startStack } from './live/stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { Queue } = require('bullmq');

const LEVELS = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);
const levels = LEVELS.length ? LEVELS : [1, 50, 500];
const CHUNKS_PER_SECOND = 40;
// 60 s of stream, so every generation of a level is still streaming while the last ones start
// (with 5 s streams, slow starts at 500 meant the first had ended before the last began).
const STREAM_CHUNKS = 2400;
// Each generation is stopped once its client has this many chunks (120: 3 s of text).
const STOP_AFTER_CHUNKS = Number(process.env.BENCH_STOP_AFTER ?? 120);
const SPLIT_AT_REDIS = process.env.BENCH_SPLIT === '1';
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCS ?? 5);
// 0: a level's generations all start at once (the worst case); else spread evenly over this span.
const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? 0);
// Warm-up before the measured levels (not recorded): rounds of 50 generations at once, each
// stopped after 40 chunks, so the levels measure servers that have run the path before (compiled
// code, kept-alive connections) rather than the first requests after a start. 0: none.
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 2);
const WARMUP_SIZE = 50;
const WARMUP_STOP_AFTER = 40;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// 1. Build; a throwaway database, the scripted model server (with the Redis tap when splitting),
// the api and 2 workers.
buildServices(root);
const stack = await startStack(root, {
  label: 'infragen_bench',
  workers: 2,
  model: { redisTap: SPLIT_AT_REDIS ? REDIS_URL : '', chunksPerSecond: CHUNKS_PER_SECOND, chunks: STREAM_CHUNKS },
  env: { WORKER_CONCURRENCY: '300' },
});
const { base, env, processes, modelProcess, modelDump } = stack;
// Read-only view of the generation queue, for BullMQ's own timestamps of each job.
const queue = new Queue('generation', { connection: { url: REDIS_URL }, prefix: `${env.REDIS_KEY_PREFIX}:bull` });
const clients = await startClientPool(root, base, CLIENT_PROCESSES);

let nextKey = 1;

/** CPU used so far by each process of the run (the harness is this process and its clients). */
function cpuUse() {
  return {
    harness: cpuMs(process.pid) + clients.cpu(),
    modelServer: cpuMs(modelProcess.pid),
    api: cpuMs(processes.api.pid),
    worker1: cpuMs(processes.worker1.pid),
    worker2: cpuMs(processes.worker2.pid),
  };
}
/** Each process's CPU over a span, in percent of one core. */
function cpuSince(before, elapsedMs) {
  const now = cpuUse();
  return Object.fromEntries(Object.keys(now).map((k) => [k, Math.round(((now[k] - before[k]) / elapsedMs) * 100)]));
}

/**
 * Queue pick-up as BullMQ recorded it (added by the api -> taken by a worker, ms clock), read once
 * the level is over: reading each job as its client stops (as before) put 50-500 Redis reads and
 * their parsing on the harness's event loop in the stop burst, delaying the arrivals it stamps
 * then. A stopped job that had been taken completes and is kept (removeOnComplete keeps 1,000);
 * one removed before any worker took it has no pick-up (null, left out of the figures).
 */
async function readPickups(results) {
  for (let i = 0; i < results.length; i += 50) {
    await Promise.all(
      results.slice(i, i + 50).map(async (r) => {
        const job = r.id ? await queue.getJob(r.id) : null;
        r.job = job?.processedOn ? { added: job.timestamp, taken: job.processedOn } : null;
      }),
    );
  }
}

/** Latencies of one generation from its raw times and what the model process noted. */
function measure(result, { writes, requests, redisSeen, cancelSeen }) {
  const request = requests.get(String(result.key));
  const relay = [];
  const relayByWrite = [];
  const toRedis = [];
  const fromRedis = [];
  for (const [mark, at] of result.arrivals) {
    const wrote = writes.get(mark);
    if (wrote === undefined) continue;
    relay.push(at - wrote);
    const published = redisSeen.get(mark);
    relayByWrite.push([
      wrote,
      at - wrote,
      published === undefined ? null : published - wrote,
      Number(mark.split(':')[1]),
    ]);
    if (published !== undefined) {
      toRedis.push(published - wrote);
      fromRedis.push(at - published);
    }
  }
  let error = result.error;
  if (!error && request?.closedAt == null) error = 'model connection still open 2 s after cancel';
  // The stop split at its announcement on Redis (BENCH_SPLIT): client -> api -> announced, and
  // announced -> worker -> model connection closed.
  const announced = cancelSeen.get(result.id);
  const stopSplit =
    announced === undefined || result.cancelledAt === null || request?.closedAt == null
      ? null
      : { toAnnounce: announced - result.cancelledAt, toClose: request.closedAt - announced };
  return {
    ...result,
    error,
    stopSplit,
    toModel: request ? request.arrivedAt - result.acceptedAt : null,
    stop: request?.closedAt != null && result.cancelledAt !== null ? request.closedAt - result.cancelledAt : null,
    relay,
    relayByWrite,
    toRedis,
    fromRedis,
  };
}

/**
 * The span in which every generation of the level was streaming: from the first chunk of the last
 * one to start until the first stop. Relay figures inside it are free of the level's start burst
 * (creates, subscribes, job starts) and its end (stops); null when the span is empty.
 */
function steadyWindow(results, { writes }) {
  const firstWrites = results.map((r) => writes.get(`${r.key}:0`));
  const stops = results.map((r) => r.cancelledAt);
  if (firstWrites.some((t) => t === undefined) || stops.some((t) => t === null)) return null;
  const from = Math.max(...firstWrites);
  const to = Math.min(...stops);
  return to > from ? { from, to } : null;
}

const raws = [];
const report = {
  rampMs: RAMP_MS,
  stopAfterChunks: STOP_AFTER_CHUNKS,
  warmup: { rounds: WARMUP_ROUNDS, generations: WARMUP_SIZE, stopAfterChunks: WARMUP_STOP_AFTER },
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  chunksPerSecond: CHUNKS_PER_SECOND,
  levels: [],
};
try {
  for (let round = 1; round <= WARMUP_ROUNDS; round += 1) {
    say(
      `warm-up ${round}/${WARMUP_ROUNDS}: ${WARMUP_SIZE} generations, stopped after ${WARMUP_STOP_AFTER} chunks (not recorded)`,
    );
    const { results: warm } = await clients.run(
      Array.from({ length: WARMUP_SIZE }, () => ({ key: nextKey++, stopAfter: WARMUP_STOP_AFTER, delayMs: 0 })),
    );
    const failed = warm.filter((r) => r.error);
    if (failed.length) say(`warm-up: ${failed.length} failed (${failed[0].error})`);
    await sleep(1500);
  }
  for (const level of levels) {
    say(`level ${level}: ${level} concurrent generations, ${CHUNKS_PER_SECOND} chunks/s each`);
    const peak = { api: 0, workers: 0 };
    const sampler = setInterval(() => {
      peak.api = Math.max(peak.api, rssMiB(processes.api.pid) ?? 0);
      peak.workers = Math.max(
        peak.workers,
        (rssMiB(processes.worker1.pid) ?? 0) + (rssMiB(processes.worker2.pid) ?? 0),
      );
    }, 200);
    // The harness's own event-loop delay and each client process's: a busy client process inflates
    // every latency it stamps.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const cpuBefore = cpuUse();
    const levelStarted = performance.now();
    const { results: raw, loops: clientLoops } = await clients.run(
      Array.from({ length: level }, (_, i) => ({
        key: nextKey++,
        stopAfter: STOP_AFTER_CHUNKS,
        delayMs: (i * RAMP_MS) / level,
      })),
    );
    const cpuShare = cpuSince(cpuBefore, performance.now() - levelStarted);
    loop.disable();
    await sleep(2000); // stops still on their way reach the model server
    await readPickups(raw);
    const noted = await modelDump();
    const results = raw.map((r) => measure(r, noted));
    const steady = steadyWindow(results, noted);
    if (process.env.BENCH_RAW)
      raws.push({
        level,
        steady,
        jobs: results.map((r) => [r.key, r.job?.added ?? null, r.job?.taken ?? null]),
        chunks: results.flatMap((r) =>
          r.relayByWrite.map(([wrote, ms, toRedis, index]) => [
            r.key,
            Math.round(wrote * 10) / 10,
            Math.round(ms * 10) / 10,
            toRedis === null ? null : Math.round(toRedis * 10) / 10,
            index,
          ]),
        ),
      });
    clearInterval(sampler);
    const ok = results.filter((r) => !r.error);
    const errors = results.filter((r) => r.error).map((r) => r.error);
    report.levels.push({
      concurrent: level,
      completedWithoutError: ok.length,
      errors: errors.length,
      firstErrors: [...new Set(errors)].slice(0, 5),
      pickupMs: summary(ok.filter((r) => r.job).map((r) => r.job.taken - r.job.added)),
      acceptedToModelRequestMs: summary(ok.map((r) => r.toModel)),
      createRequestMs: summary(results.map((r) => r.create).filter((v) => v !== null)),
      acceptedToConnectedMs: summary(results.map((r) => r.toConnected).filter((v) => v !== null)),
      acceptedToSubscribedMs: summary(results.map((r) => r.toSubscribed).filter((v) => v !== null)),
      relayMs: summary(ok.flatMap((r) => r.relay)),
      // Socket frames per relayed chunk: below 1 when chunks read together leave as one delta.
      deltasPerChunk:
        Math.round(
          (ok.reduce((n, r) => n + r.deltas, 0) /
            Math.max(
              1,
              ok.reduce((n, r) => n + r.arrivals.length, 0),
            )) *
            1000,
        ) / 1000,
      steadyWindowMs: steady ? Math.round(steady.to - steady.from) : 0,
      relaySteadyMs: summary(
        ok.flatMap((r) =>
          r.relayByWrite.filter(([wrote]) => steady && wrote >= steady.from && wrote <= steady.to).map(([, ms]) => ms),
        ),
      ),
      relayModelToRedisMs: summary(ok.flatMap((r) => r.toRedis)),
      relayRedisToClientMs: summary(ok.flatMap((r) => r.fromRedis)),
      stopMs: summary(ok.map((r) => r.stop)),
      stopToAnnouncedMs: summary(ok.filter((r) => r.stopSplit).map((r) => r.stopSplit.toAnnounce)),
      stopAnnouncedToClosedMs: summary(ok.filter((r) => r.stopSplit).map((r) => r.stopSplit.toClose)),
      peakRssMiB: { api: peak.api, workersTotal: peak.workers },
      cpuPercentOfOneCore: cpuShare,
      harnessLoopDelayMs: loopDelaySummary(loop),
      clientProcesses: clients.processes,
      // The highest p50 and p99 of the client processes (the harness itself when there are none).
      clientLoopDelayMs: {
        p50: Math.max(...clientLoops.map((l) => l.p50)),
        p99: Math.max(...clientLoops.map((l) => l.p99)),
        each: clientLoops,
      },
    });
    say(JSON.stringify(report.levels.at(-1)));
    await sleep(1500);
  }
} finally {
  await clients.close();
  await queue.close();
  await stack.stop();
}

if (process.env.BENCH_RAW) writeFileSync(process.env.BENCH_RAW, JSON.stringify(raws));
console.log(JSON.stringify(report, null, 2));
console.log(
  '\n| concurrent | ok / errors | pick-up p50 / p99 (ms) | accepted -> model request p50 / p99 (ms) | relay p50 / p99 (ms) | relay, all streaming p50 / p99 (ms, window) | stop p50 / p99 (ms) | peak RSS api / 2 workers (MiB) | client loop delay p50 / p99 (ms, processes) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const l of report.levels) {
  console.log(
    `| ${l.concurrent} | ${l.completedWithoutError} / ${l.errors} | ${l.pickupMs.p50} / ${l.pickupMs.p99} | ${l.acceptedToModelRequestMs.p50} / ${l.acceptedToModelRequestMs.p99} | ${l.relayMs.p50} / ${l.relayMs.p99} | ${l.relaySteadyMs.p50} / ${l.relaySteadyMs.p99} (${l.steadyWindowMs} ms) | ${l.stopMs.p50} / ${l.stopMs.p99} | ${l.peakRssMiB.api} / ${l.peakRssMiB.workersTotal} | ${l.clientLoopDelayMs.p50} / ${l.clientLoopDelayMs.p99} (${l.clientProcesses}) |`,
  );
}
if (SPLIT_AT_REDIS) {
  console.log(
    '\n| concurrent | to Redis p50 / p99 (ms) | from Redis p50 / p99 (ms) | stop -> announced p50 / p99 | announced -> closed p50 / p99 | accepted -> subscribed p50 / p99 | deltas per chunk | CPU % of a core: api / workers / clients |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const l of report.levels) {
    const c = l.cpuPercentOfOneCore;
    console.log(
      `| ${l.concurrent} | ${l.relayModelToRedisMs.p50} / ${l.relayModelToRedisMs.p99} | ${l.relayRedisToClientMs.p50} / ${l.relayRedisToClientMs.p99} | ${l.stopToAnnouncedMs.p50} / ${l.stopToAnnouncedMs.p99} | ${l.stopAnnouncedToClosedMs.p50} / ${l.stopAnnouncedToClosedMs.p99} | ${l.acceptedToSubscribedMs.p50} / ${l.acceptedToSubscribedMs.p99} | ${l.deltasPerChunk} | ${c.api} / ${c.worker1 + c.worker2} / ${c.harness} |`,
    );
  }
}
