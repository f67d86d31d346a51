#!/usr/bin/env node
// Idle sockets benchmark: what holding many open browser sockets costs the api, and whether live
// streams still flow while they are held. Starts the api and one worker from their dist on a
// throwaway database (./live/stack.mjs), then:
//   1. streams a few generations with no other socket open (the baseline relay latency);
//   2. opens N sockets (half signed in as one user, half visitors without a session), in batches,
//      noting connect times and refusals;
//   3. holds them idle for BENCH_IDLE_SECONDS (longer than Socket.IO's ping interval of 25 s plus
//      its timeout of 20 s, so every socket answers heartbeats), sampling the api's memory and CPU;
//   4. streams the same generations again with every socket still open, and counts the sockets that
//      dropped.
//
//   node bench/idle-sockets.mjs [sockets=2000]
//   BENCH_IDLE_SECONDS  how long the sockets are held idle (default 60)
//   BENCH_PG_ADMIN_URL, BENCH_REDIS_URL, BENCH_NO_BUILD as in bench/live-generation.mjs
import { cpus, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { now } from './live/clock.mjs';
import { followGeneration, relayOf } from './live/follow.mjs';
import { cpuMs, rssMiB, summary } from './live/stats.mjs';
import { buildServices, say, startStack } from './live/stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { io } = require('socket.io-client');

const SOCKETS = Number(process.argv[2] ?? 2000);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const BATCH = 100;
const STREAMS = 5;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

buildServices(root);
const stack = await startStack(root, {
  label: 'infragen_idle',
  workers: 1,
  // 200 chunks at 40 a second: 5 s streams that complete on their own.
  model: { chunksPerSecond: 40, chunks: 200 },
});
const { base, processes } = stack;
const apiPid = processes.api.pid;
const report = {
  sockets: SOCKETS,
  idleSeconds: IDLE_SECONDS,
  machine: {
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
};
let nextKey = 1;

/** `STREAMS` anonymous generations at once, each followed to its end; their relay latencies. */
async function streams() {
  const results = await Promise.all(
    Array.from({ length: STREAMS }, () => followGeneration({ io, base, key: nextKey++ })),
  );
  const noted = await stack.modelDump();
  return {
    completed: results.filter((r) => r.status === 'completed').length,
    errors: results.filter((r) => r.error).map((r) => r.error),
    relayMs: summary(relayOf(results, noted)),
  };
}

/** Signs up one account and returns its access token (no SMTP: no verification step). */
async function signedInToken() {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `idle.${process.pid}@example.com`,
      password: 'granite harbour lantern 42',
      fullName: 'Idle Bench',
      acceptTerms: true,
    }),
  });
  const body = await response.json();
  if (!body.session?.accessToken)
    throw new Error(`sign-up gave no session: ${response.status} ${JSON.stringify(body)}`);
  return body.session.accessToken;
}

/** Opens one socket; resolves with it and the connect time, or with the refusal. */
function openSocket(auth) {
  return new Promise((resolveOpen) => {
    const started = now();
    const socket = io(base, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
    socket.once('connect', () => resolveOpen({ socket, ms: now() - started }));
    socket.once('connect_error', (error) => resolveOpen({ socket, error: error.message }));
  });
}

const held = [];
try {
  await streams(); // warm-up, not recorded
  say(`baseline: ${STREAMS} streams with no other socket open`);
  report.baseline = { ...(await streams()), apiRssMiB: rssMiB(apiPid) };

  const token = await signedInToken();
  say(`opening ${SOCKETS} sockets in batches of ${BATCH}`);
  const connectMs = [];
  const refusals = [];
  const opening = now();
  for (let i = 0; i < SOCKETS; i += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, SOCKETS - i) }, (_, j) => openSocket((i + j) % 2 ? { token } : {})),
    );
    for (const opened of batch) {
      held.push(opened.socket);
      if (opened.error) refusals.push(opened.error);
      else connectMs.push(opened.ms);
    }
  }
  let dropped = 0;
  for (const socket of held) socket.on('disconnect', () => (dropped += 1));
  report.connect = {
    connected: connectMs.length,
    refused: refusals.length,
    firstRefusals: [...new Set(refusals)].slice(0, 3),
    connectMs: summary(connectMs),
    totalSeconds: Math.round(now() - opening) / 1000,
  };
  say(JSON.stringify(report.connect));

  say(`holding them idle for ${IDLE_SECONDS} s`);
  const rss = [];
  const cpuBefore = cpuMs(apiPid);
  const idleStarted = now();
  while (now() - idleStarted < IDLE_SECONDS * 1000) {
    await sleep(5000);
    rss.push(rssMiB(apiPid));
  }
  report.idle = {
    apiCpuPercentOfOneCore: Math.round(((cpuMs(apiPid) - cpuBefore) / (now() - idleStarted)) * 1000) / 10,
    apiRssMiB: { first: rss[0], last: rss.at(-1), max: Math.max(...rss) },
    apiRssPerSocketKiB: Math.round(((rss.at(-1) - report.baseline.apiRssMiB) * 1024) / connectMs.length),
    droppedWhileIdle: dropped,
  };
  say(JSON.stringify(report.idle));

  say(`${STREAMS} streams with the ${SOCKETS} sockets held`);
  report.withSocketsHeld = await streams();
  report.withSocketsHeld.stillConnected = held.filter((s) => s.connected).length;
} finally {
  for (const socket of held) socket.disconnect();
  await stack.stop();
}

console.log(JSON.stringify(report, null, 2));
const b = report.baseline;
const w = report.withSocketsHeld;
console.log(
  '\n| sockets | connected / refused | connect p50 / p99 | api RSS before / held | per socket | api CPU idle | dropped | relay p50 / p99 before | relay p50 / p99 held | streams completed before / held |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${SOCKETS} | ${report.connect.connected} / ${report.connect.refused} | ${report.connect.connectMs.p50} / ${report.connect.connectMs.p99} ms | ${b.apiRssMiB} / ${report.idle.apiRssMiB.last} MiB | ${report.idle.apiRssPerSocketKiB} KiB | ${report.idle.apiCpuPercentOfOneCore} % | ${report.idle.droppedWhileIdle} | ${b.relayMs.p50} / ${b.relayMs.p99} ms | ${w?.relayMs.p50} / ${w?.relayMs.p99} ms | ${b.completed} / ${w?.completed} of ${STREAMS} |`,
);
