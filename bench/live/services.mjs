// What the api benchmarks share: a throwaway, migrated PostgreSQL database and the environment
// the api and workers run with (built dist, production mode, quiet logs, no rate limit in the way).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Runs one statement as the PostgreSQL administrator. */
async function adminQuery(root, sql) {
  const { Client } = createRequire(join(root, 'package.json'))('pg');
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new database named `${label}_${pid}` with every migration applied; `drop()` removes it. */
export async function createMigratedDatabase(root, label) {
  const name = `${label}_${process.pid}`;
  await adminQuery(root, `create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const migrate = spawnSync(process.execPath, [join(root, 'libs/database/dist/cli.js'), 'up'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'inherit',
  });
  if (migrate.status !== 0) throw new Error('migrations failed');
  return { url: url.toString(), drop: () => adminQuery(root, `drop database if exists ${name} with (force)`) };
}

/** The environment of the api and the workers; `extra` adds or overrides variables. */
export function serviceEnv({ port, dataDir, databaseUrl, redisKeyPrefix, modelUrl }, extra = {}) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '10',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    LOG_LEVEL: 'warn',
    OPENAI_BASE_URL: modelUrl,
    OPENAI_API_KEY: 'sk-bench',
    GENERATION_RATE_LIMIT_ANONYMOUS: '1000000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ...extra,
  };
}

/** Extra node flags for the services, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
export const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
