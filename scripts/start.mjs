#!/usr/bin/env node
// `npm start`: builds what is missing, provides Postgres (embedded PGlite unless DATABASE_URL is
// set) and Redis (starts a local redis-server when none answers and one is installed), runs the
// migrations once, then runs the api (serving the web app) and one worker until stopped.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsCurrent } from './lib/web-build.mjs';
import { ensureRedis } from './lib/redis-local.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const say = (line) => console.log(`[start] ${line}`);

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

// 1. Build. tsc -b is incremental: it only rebuilds what changed.
say('building the server (incremental)...');
run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api', 'apps/worker'], 'server build');
if (!webBuildIsCurrent(root)) {
  say('building the web app...');
  run('npm', ['run', 'build', '-w', '@infragen/web', '--silent'], 'web build');
}

// 2. Configuration: validated before anything starts.
require('reflect-metadata');
const { loadEnv, EnvError } = require('@infragen/contracts');
let env;
try {
  env = loadEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(78);
}
const dataDir = resolve(root, env.DATA_DIR);
mkdirSync(dataDir, { recursive: true });
const childEnv = { ...process.env, DATA_DIR: dataDir };
const cleanups = [];

async function shutdownAll(code) {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`[start] cleanup failed: ${error.message}`);
    }
  }
  process.exit(code);
}

try {
  // 3. Redis.
  const redis = await ensureRedis({ url: env.REDIS_URL, dataDir, allowStart: env.START_REDIS, say });
  if (redis.stop) cleanups.push(redis.stop);

  // 4. Postgres: the configured server, or the embedded one owned by this process.
  const database = require('@infragen/database');
  if (!env.DATABASE_URL) {
    say(`no DATABASE_URL: using the embedded Postgres in ${join(dataDir, 'pglite')}`);
    const embedded = await database.startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
    cleanups.push(() => embedded.stop());
    childEnv.DATABASE_URL = embedded.url;
    childEnv.DATABASE_POOL_MAX = '1';
    // Tells the api it runs unconfigured: with no ADMIN_EMAIL it creates a demo administrator.
    childEnv.DATABASE_EMBEDDED = 'true';
  }

  // 5. Migrations, once, before any process uses the database.
  const report = await database.runMigrations({ url: childEnv.DATABASE_URL, poolMax: 1 });
  say(report.applied.length ? `migrations applied: ${report.applied.join(', ')}` : 'database schema is up to date');
} catch (error) {
  console.error(`[start] ${error.message}`);
  await shutdownAll(1);
}

// 6. The api and one worker.
const children = new Map();
let stopping = false;
function startChild(name, script) {
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, script)], { cwd: root, env: childEnv, stdio: 'inherit' });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) {
      if (children.size === 0) void shutdownAll(0);
      return;
    }
    console.error(`[start] ${name} exited unexpectedly (${signal ?? code}); stopping everything.`);
    void stopAll(1);
  });
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  for (const child of children.values()) child.kill('SIGTERM');
  if (children.size === 0) await shutdownAll(code);
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, env.SHUTDOWN_TIMEOUT_MS + 10_000).unref();
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

startChild('api', 'apps/api/dist/main.js');
startChild('worker', 'apps/worker/dist/main.js');

// 7. Say where it is once it answers.
const url = `http://localhost:${env.PORT}`;
for (let i = 0; i < 600 && !stopping; i += 1) {
  try {
    const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`);
    if (response.ok) {
      say(`Infragen is running at ${url}  (API docs: ${url}/api/docs; Ctrl+C to stop)`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
