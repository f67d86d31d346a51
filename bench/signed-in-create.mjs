#!/usr/bin/env node
// What the operator's rules cost a signed-in user's generation request: N simultaneous
// POST /api/generations by signed-in users (no worker running), with the operator's rules on
// (each request spends a credit, and a new conversation first counts the user's active projects
// against max_projects_per_user, set high here so the check runs without refusing) against
// spending off and no project limit, alternated round by round. Reports the create request's
// p50 / p99 and the api's CPU per request for each.
//
//   node bench/signed-in-create.mjs [burst=50] [rounds=6]
//   BENCH_NO_BUILD=1, BENCH_PG_ADMIN_URL, BENCH_REDIS_URL, BENCH_NODE_ARGS as for live-generation.mjs
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../scripts/lib/local-server.mjs';
import { cpuMs, summary } from './live/stats.mjs';
import { createMigratedDatabase, nodeArgs, serviceEnv } from './live/services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BURST = Number(process.argv[2] ?? 50);
const ROUNDS = Number(process.argv[3] ?? 6);
/** Users sharing each burst: every one of them gets BURST / USERS requests per round. */
const USERS = 10;
const ADMIN = { email: 'bench-admin@example.com', password: 'granite harbour lantern 43' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!process.env.BENCH_NO_BUILD)
  spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  });
const database = await createMigratedDatabase(root, 'infragen_signed_in_create');
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'infragen-signed-in-'));
const env = serviceEnv(
  {
    port,
    dataDir,
    databaseUrl: database.url,
    redisKeyPrefix: `infragen-signed-in-${process.pid}`,
    modelUrl: 'http://127.0.0.1:9/v1',
  },
  {
    GENERATION_RATE_LIMIT_USER: '1000000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
);
const api = spawn(process.execPath, [...nodeArgs, join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

async function call(method, path, { token, body, ip } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

try {
  if (!(await waitForHealth(base, api))) throw new Error('the api did not start');
  const admin = (await call('POST', '/api/admin/auth/login', { body: ADMIN })).body.session.access_token;
  const users = [];
  for (let i = 0; i < USERS; i += 1) {
    const signUp = await call('POST', '/api/auth/signup', {
      body: {
        fullName: `Bench ${i}`,
        email: `bench-${process.pid}-${i}@example.com`,
        password: 'granite harbour lantern 42',
        acceptTerms: true,
      },
      ip: `10.42.0.${i + 1}`,
    });
    if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
    users.push(signUp.body.session.accessToken);
  }
  const setting = async (key, value) => {
    const answer = await call('PUT', `/api/admin/config/${key}`, { token: admin, body: { value } });
    if (answer.status !== 200) throw new Error(`setting ${key} answered ${answer.status}`);
  };
  const MODES = {
    'credits spent, project limit checked': async () => {
      await setting('credits_spending_enabled', true);
      await setting('max_projects_per_user', 10_000);
    },
    'no spending, no project limit': async () => {
      await setting('credits_spending_enabled', false);
      await setting('max_projects_per_user', 0);
    },
  };
  const post = async (i) => {
    const started = performance.now();
    const answer = await call('POST', '/api/generations', {
      token: users[i % USERS],
      body: { prompt: `burst ${i}: an s3 bucket with versioning`, platform: 'aws' },
    });
    if (answer.status !== 202) throw new Error(`create answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return performance.now() - started;
  };
  const results = Object.fromEntries(Object.keys(MODES).map((mode) => [mode, { times: [], cpu: 0, requests: 0 }]));
  await MODES['no spending, no project limit']();
  await Promise.all(Array.from({ length: 10 }, (_, i) => post(i))); // warm-up
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [mode, apply] of Object.entries(MODES)) {
      await apply();
      await sleep(200);
      const cpuBefore = cpuMs(api.pid);
      results[mode].times.push(...(await Promise.all(Array.from({ length: BURST }, (_, i) => post(i)))));
      results[mode].cpu += cpuMs(api.pid) - cpuBefore;
      results[mode].requests += BURST;
    }
  }
  console.log(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(results).map(([mode, r]) => [
          mode,
          {
            burst: BURST,
            rounds: ROUNDS,
            createMs: summary(r.times),
            apiCpuMsPerRequest: Math.round((r.cpu / r.requests) * 100) / 100,
          },
        ]),
      ),
      null,
      2,
    ),
  );
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => (api.exitCode !== null ? r() : api.once('exit', r)));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
