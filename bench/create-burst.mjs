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
import { createRequire } from 'node:module';
import { freePort, waitForHealth } from '../scripts/lib/local-server.mjs';
import { cpuMs, summary } from './live/stats.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { Client } = require('pg');
const BURST = Number(process.argv[2] ?? 50);
const ROUNDS = Number(process.argv[3] ?? 5);
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function admin(sql) {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

if (!process.env.BENCH_NO_BUILD) spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], { cwd: root, stdio: 'inherit' });
const dbName = `infragen_burst_${process.pid}`;
await admin(`create database ${dbName}`);
const dbUrl = new URL(ADMIN_URL);
dbUrl.pathname = `/${dbName}`;
const migrate = spawnSync(process.execPath, [join(root, 'libs/database/dist/cli.js'), 'up'], { cwd: root, env: { ...process.env, DATABASE_URL: dbUrl.toString() }, stdio: 'inherit' });
if (migrate.status !== 0) throw new Error('migrations failed');

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'infragen-burst-'));
const env = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl.toString(),
  DATABASE_POOL_MAX: '10',
  REDIS_URL,
  REDIS_KEY_PREFIX: `infragen-burst-${process.pid}`,
  LOG_LEVEL: 'warn',
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  OPENAI_API_KEY: 'sk-bench',
  GENERATION_RATE_LIMIT_ANONYMOUS: '1000000',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
};
const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const api = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
try {
  if (!(await waitForHealth(base, api))) throw new Error("the api did not start");
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
  console.log(JSON.stringify({ burst: BURST, rounds: ROUNDS, createMs: s, apiCpuMsPerRequest: Math.round(cpuPerRequest * 100) / 100 }));
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await admin(`drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
