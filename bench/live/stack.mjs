// What the live benchmarks start: the api and N workers from their built dist (as production runs
// them) on a throwaway migrated PostgreSQL database and their own Redis key prefix and data folder,
// with the scripted model server in a process of its own. `stop()` ends everything it started.
import { fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/local-server.mjs';
import { createMigratedDatabase, nodeArgs, serviceEnv } from './services.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function say(text) {
  process.stderr.write(`[bench] ${text}\n`);
}

/** `tsc -b` of the api and the worker, unless BENCH_NO_BUILD is set. */
export function buildServices(root) {
  if (process.env.BENCH_NO_BUILD) return;
  say('building api and worker');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'apps/api', 'apps/worker'],
    { cwd: root, stdio: 'inherit' },
  );
  if (build.status !== 0) say('build reported errors; using the emitted files');
}

/**
 * Starts the model process, the api and `workers` workers. `model` is the model process's
 * arguments ({ redisTap, chunksPerSecond, chunks }); `env` adds service variables.
 */
export async function startStack(root, { label, workers = 2, model, env: extraEnv = {} }) {
  const database = await createMigratedDatabase(root, label);
  const redisKeyPrefix = `${label}-${process.pid}`;
  const modelProcess = fork(
    join(root, 'bench/live/model-process.mjs'),
    [
      root,
      model.redisTap ?? '',
      `${redisKeyPrefix}:socket.io#*`,
      String(model.chunksPerSecond),
      String(model.chunks),
      `${redisKeyPrefix}:generation:cancel`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const modelUrl = await new Promise((r) => modelProcess.once('message', (m) => r(m.url)));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const env = serviceEnv({ port, dataDir, databaseUrl: database.url, redisKeyPrefix, modelUrl }, extraEnv);
  // BENCH_APPS_DIR: another build of the api and worker (a folder holding apps/api/dist and
  // apps/worker/dist, e.g. an earlier commit's), run against this tree's libraries and web build,
  // so two builds can be alternated without swapping the tree's own dist folders.
  const appsDir = process.env.BENCH_APPS_DIR ?? root;
  if (appsDir !== root) {
    env.NODE_PATH = join(root, 'node_modules');
    env.WEB_DIST_DIR ??= join(root, 'apps/web/dist');
  }
  const start = (file) =>
    spawn(process.execPath, [...nodeArgs, join(appsDir, file)], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  const processes = { api: start('apps/api/dist/main.js') };
  for (let i = 1; i <= workers; i += 1) processes[`worker${i}`] = start('apps/worker/dist/main.js');
  const base = `http://127.0.0.1:${port}`;

  async function stop() {
    for (const child of Object.values(processes)) child.kill('SIGTERM');
    await Promise.all(
      Object.values(processes).map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
    );
    modelProcess.send({ type: 'close' });
    await new Promise((r) => (modelProcess.connected ? modelProcess.once('disconnect', r) : r()));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    for (let i = 0; ; i += 1) {
      if (i > 240) throw new Error('api did not start');
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not yet listening
      }
      await sleep(250);
    }
    await sleep(1000); // the workers connect to Redis
  } catch (error) {
    await stop();
    throw error;
  }

  /** What the model process noted so far: when each chunk was written, and each request. */
  function modelDump() {
    return new Promise((r) => {
      modelProcess.once('message', (m) =>
        r({
          writes: new Map(m.writes),
          requests: new Map(m.requests),
          redisSeen: new Map(m.redisSeen),
          cancelSeen: new Map(m.cancelSeen),
        }),
      );
      modelProcess.send({ type: 'dump' });
    });
  }

  return { base, env, processes, modelProcess, modelDump, stop };
}
