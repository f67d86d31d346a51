#!/usr/bin/env node
// The api's answer to a burst of generation requests: N simultaneous POST /api/generations (each
// stores a conversation, its first message and the generation, and enqueues the job), repeated,
// with no worker running. Reports the create request's p50 / p99 and the api's CPU per request.
//
//   node bench/create-burst.mjs [burst=50] [rounds=5]
//   BENCH_NO_BUILD=1, BENCH_PG_ADMIN_URL, BENCH_REDIS_URL, BENCH_NODE_ARGS as for live-generation.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../scripts/lib/local-server.mjs';
import { cpuMs, summary } from './live/stats.mjs';
import { createMigratedDatabase, nodeArgs, serviceEnv } from './live/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BURST = Number(process.argv[2] ?? 50);
const ROUNDS = Number(process.argv[3] ?? 5);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!process.env.BENCH_NO_BUILD)
  spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  });
const database = await createMigratedDatabase(root, 'infragen_burst');

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'infragen-burst-'));
// No model is reached: no worker runs.
const env = serviceEnv({
  port,
  dataDir,
  databaseUrl: database.url,
  redisKeyPrefix: `infragen-burst-${process.pid}`,
  modelUrl: 'http://127.0.0.1:9/v1',
});
const api = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  if (!(await waitForHealth(base, api))) throw new Error('the api did not start');
  const post = async (i) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: `burst ${i}: an s3 bucket with versioning`, platform: 'aws' }),
    });
    await response.arrayBuffer();
    if (response.status !== 202) throw new Error(`create answered ${response.status}`);
    return performance.now() - started;
  };
  await Promise.all(Array.from({ length: 10 }, (_, i) => post(i))); // warm-up
  const times = [];
  const cpuBefore = cpuMs(api.pid);
  for (let round = 0; round < ROUNDS; round += 1) {
    times.push(...(await Promise.all(Array.from({ length: BURST }, (_, i) => post(i)))));
    await sleep(200);
  }
  const cpuPerRequest = (cpuMs(api.pid) - cpuBefore) / (BURST * ROUNDS);
  const s = summary(times);
  console.log(
    JSON.stringify({
      burst: BURST,
      rounds: ROUNDS,
      createMs: s,
      apiCpuMsPerRequest: Math.round(cpuPerRequest * 100) / 100,
    }),
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
