#!/usr/bin/env node
// CPU per delta command on the worker's emitter connection, with and without ioredis's
// auto-pipelining: `count` stream-store appends (libs/runtime's GenerationStreamStore, the script
// that stores and publishes a delta), each issued from a macrotask of its own as the deltas of
// different streams are, alternated five times after an unrecorded warm-up of each.
//
//   node bench/live/emitter-pipelining.mjs [count=20000]
//
// Needs the built libs/runtime (`npx tsc -b libs/runtime`) and Redis (BENCH_REDIS_URL); keys are
// under a prefix of its own and removed after each run.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REDIS_URL } from './services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));
const { createRedis, GenerationStreamStore } = require(join(root, 'libs/runtime/dist/index.js'));
const count = Number(process.argv[2] ?? 20000);
const prefix = `bench-emitter-${process.pid}`;
const STREAMS = 50;

async function run(autoPipelining) {
  const redis = createRedis(REDIS_URL, 'blocking', 'bench-emitter', undefined, { autoPipelining });
  const store = new GenerationStreamStore(redis, prefix);
  const publication = (i) => ({
    channel: `${prefix}:socket.io#/#room-${i % STREAMS}#`,
    message: Buffer.from(`delta ${i}`),
  });
  await store.append('warm', 1, 'x', publication(0));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let done = 0;
  await new Promise((resolveAll) => {
    for (let i = 0; i < count; i += 1)
      setImmediate(() =>
        store.append(`g${i % STREAMS}`, i, `chunk ${i}`, publication(i)).then(() => ++done === count && resolveAll()),
      );
  });
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - started;
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  return {
    autoPipelining,
    cpuUsPerCommand: Math.round(((cpu.user + cpu.system) / count) * 10) / 10,
    wallMs: Math.round(wallMs),
  };
}

const results = [];
await run(true); // warm-up of both paths (compiled code), not recorded
await run(false);
for (let round = 0; round < 5; round += 1) for (const auto of [true, false]) results.push(await run(auto));
for (const r of results) console.log(JSON.stringify(r));
