#!/usr/bin/env node
// `npm start`: builds what is missing (swc for the server, Vite for the web app when its sources
// changed), provides Postgres (embedded PGlite unless DATABASE_URL is set) and Redis (starts a
// local redis-server when none answers and one is installed), runs the migrations once, then runs
// and supervises the api (serving the web app) and one worker until stopped. The terminal gets a
// few lines and then one banner (what runs where, the demo administrator's sign-in on the first
// start, where the logs are); the processes' JSON logs go to DATA_DIR/logs. `npm start --
// --verbose` prints them in the terminal too.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildScriptPackages, transpileServer } from './lib/start-build.mjs';
import { LogRouter, banner, displayUrl, openLogFile } from './lib/start-output.mjs';
import { ensureRedis } from './lib/redis-local.mjs';
import { makePrivate } from './lib/private-files.mjs';
import { RunRecord } from './lib/stale-run.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const verbose = process.argv.includes('--verbose');
const say = (line) => console.log(`[start] ${line}`);
// Everything written from here on (the database, Redis's files, secrets, logs) is this user's alone.
process.umask(0o077);

// 1. The server's JavaScript: transpiled where a source is newer than its output. The libraries
// are packages read from their dist/, so they are built before anything requires them.
try {
  await transpileServer(root, say);
} catch (error) {
  console.error(`[start] transpiling the server failed: ${error.message}`);
  process.exit(1);
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
const logDir = join(dataDir, 'logs');
const buildLog = openLogFile(logDir, 'build');
// The web app builds while Redis, the database and the migrations start; the api waits for it.
const webBuild = buildScriptPackages(root, {
  say,
  log: buildLog.stream,
  logPath: buildLog.path,
  verbose,
  // A stop during the build ends it too.
  onChild: (child) =>
    cleanups.push(() => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }),
});
webBuild.catch(() => undefined);
let redisNote = '';

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

// The api and one worker, supervised (started below); what they print goes to their log files.
let stopping = false;
const routers = Object.fromEntries(
  ['api', 'worker'].map((name) => [
    name,
    new LogRouter({
      name,
      file: openLogFile(logDir, name).stream,
      terminal: (line) => console.log(line),
      verbose,
    }),
  ]),
);
const supervisor = new Supervisor({
  root,
  env: childEnv,
  say,
  onChild: (name, pid, script) => record.note(name, pid, script),
  onFatal: (code) => void stop(code),
  attach: (name, child) => {
    child.stdout.on('data', (chunk) => routers[name].write(chunk, 'stdout'));
    child.stderr.on('data', (chunk) => routers[name].write(chunk, 'stderr'));
    child.on('exit', () => routers[name].flush());
  },
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

try {
  // 3. What an earlier run killed without a chance to clean up left behind.
  await record.clearStale(say);

  // 4. Redis.
  const redis = await ensureRedis({ url: env.REDIS_URL, dataDir, allowStart: env.START_REDIS, say });
  if (redis.stop) {
    cleanups.push(redis.stop);
    record.note('redis-server', redis.pid, redis.marker);
    redisNote = ` (started by npm start, data in ${redis.marker})`;
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
  say(
    report.applied.length
      ? `migrations applied: ${report.applied.length} (the last: ${report.applied.at(-1)})`
      : 'database schema is up to date',
  );

  // 7. The worker needs no web app: it starts while the web build finishes; the api serves the
  // built pages, so it starts after.
  supervisor.start('worker', 'apps/worker/dist/main.js');
  await webBuild;
} catch (error) {
  console.error(`[start] ${error.message}`);
  await stop(1);
}

if (!stopping) supervisor.start('api', 'apps/api/dist/main.js');

// 8. Say where it is once it runs.
const url = `http://localhost:${env.PORT}`;
/** The demo administrator: its password when the api just created it, else its email if there is one. */
async function administrator() {
  if (routers.api.demoAdmin) return routers.api.demoAdmin;
  try {
    const hint = await (await fetch(`http://127.0.0.1:${env.PORT}/api/admin/auth/hint`)).json();
    return hint?.email ? { email: hint.email } : null;
  } catch {
    return null;
  }
}
// Once the api answers and both processes have said they are ready: a worker still starting when
// the banner showed could yet fail its start, which stops everything (supervisor.mjs).
for (let i = 0; i < 600 && !stopping; i += 1) {
  try {
    const response = supervisor.ready('api', 'worker') && (await fetch(`http://127.0.0.1:${env.PORT}/api/health`));
    if (response?.ok) {
      const lines = banner({
        url,
        api: `pid ${supervisor.pid('api')}, listening on ${env.HOST}:${env.PORT}`,
        worker: `pid ${supervisor.pid('worker')}, ${env.WORKER_CONCURRENCY} generations at a time`,
        database: childEnv.DATABASE_EMBEDDED
          ? `embedded PostgreSQL (PGlite) in ${join(dataDir, 'pglite')}`
          : displayUrl(childEnv.DATABASE_URL),
        redis: `${displayUrl(env.REDIS_URL)}${redisNote}`,
        admin: await administrator(),
        logs: `${logDir}/{api,worker,build}.log (LOG_LEVEL=${env.LOG_LEVEL}; npm start -- --verbose prints them here)`,
        notes: [...routers.api.notes, ...routers.worker.notes],
      });
      for (const line of lines) console.log(line);
      routers.api.bannerShown = true;
      routers.worker.bannerShown = true;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
