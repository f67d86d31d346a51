#!/usr/bin/env node
// `npm start`: builds what is missing, provides Postgres (embedded PGlite unless DATABASE_URL is
// set) and Redis (starts a local redis-server when none answers and one is installed), runs the
// migrations once, then runs and supervises the api (serving the web app) and one worker until
// stopped.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsCurrent } from './lib/web-build.mjs';
import { ensureRedis } from './lib/redis-local.mjs';
import { makePrivate } from './lib/private-files.mjs';
import { RunRecord } from './lib/stale-run.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const say = (line) => console.log(`[start] ${line}`);
// Everything written from here on (the database, Redis's files, secrets) is this user's alone.
process.umask(0o077);

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
const runDir = join(dataDir, 'run');
mkdirSync(runDir, { recursive: true });
makePrivate(dataDir);
const childEnv = { ...process.env, DATA_DIR: dataDir };
// Two copies of the product on one machine (each with its own DATA_DIR) must not share a key
// prefix on the one Redis, or each one's workers would take the other's jobs: unless one is set,
// the prefix is derived from the data folder.
if (!process.env.REDIS_KEY_PREFIX) {
  childEnv.REDIS_KEY_PREFIX = `infragen-${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}`;
  say(`Redis key prefix ${childEnv.REDIS_KEY_PREFIX} (from the data folder; REDIS_KEY_PREFIX sets one)`);
}
const record = new RunRecord(runDir);
const cleanups = [];

async function shutdownAll(code) {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`[start] cleanup failed: ${error.message}`);
    }
  }
  record.remove();
  process.exit(code);
}

try {
  // 3. What an earlier run killed without a chance to clean up left behind.
  await record.clearStale(say);

  // 4. Redis.
  const redis = await ensureRedis({ url: env.REDIS_URL, dataDir, allowStart: env.START_REDIS, say });
  if (redis.stop) {
    cleanups.push(redis.stop);
    record.note('redis-server', redis.pid, redis.marker);
  }

  // 5. Postgres: the configured server, or the embedded one owned by this process. The embedded
  // one has no authentication of its own, so it listens only on a Unix socket in a folder no
  // other account can open.
  const database = require('@infragen/database');
  if (!env.DATABASE_URL) {
    say(`no DATABASE_URL: using the embedded Postgres in ${join(dataDir, 'pglite')}`);
    // A socket's path must stay short (about 100 characters); a deep DATA_DIR gets a private
    // folder in the system's temporary folder instead.
    const socketDir = runDir.length < 80 ? runDir : mkdtempSync(join(tmpdir(), 'infragen-pg-'));
    const embedded = await database.startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite'), socketDir });
    cleanups.push(() => embedded.stop());
    // PGlite writes a new database's files world-readable: make them private as well.
    makePrivate(join(dataDir, 'pglite'));
    childEnv.DATABASE_URL = embedded.url;
    childEnv.DATABASE_POOL_MAX = '1';
    // Tells the api it runs unconfigured: with no ADMIN_EMAIL it creates a demo administrator.
    childEnv.DATABASE_EMBEDDED = 'true';
  }

  // 6. Migrations, once, before any process uses the database.
  const report = await database.runMigrations({ url: childEnv.DATABASE_URL, poolMax: 1 });
  say(report.applied.length ? `migrations applied: ${report.applied.join(', ')}` : 'database schema is up to date');
} catch (error) {
  console.error(`[start] ${error.message}`);
  await shutdownAll(1);
}

// 7. The api and one worker, supervised.
let stopping = false;
const supervisor = new Supervisor({
  root,
  env: childEnv,
  say,
  onChild: (name, pid, script) => record.note(name, pid, script),
  onFatal: (code) => void stop(code),
});

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  await supervisor.stop(env.SHUTDOWN_TIMEOUT_MS + 10_000);
  await shutdownAll(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

supervisor.start('api', 'apps/api/dist/main.js');
supervisor.start('worker', 'apps/worker/dist/main.js');

// 8. Say where it is once it answers.
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
