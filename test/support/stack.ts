import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino, { type Logger } from 'pino';
import { loadEnv } from '@infragen/contracts';
import { createApiApp } from '../../apps/api/src/app.factory';
import { createWorker } from '../../apps/worker/src/worker.factory';
import type { GenerationSource } from '../../apps/worker/src/generation';

export const SHARED_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface StackOptions {
  databaseUrl: string;
  poolMax?: number;
  redisUrl?: string;
  /** Worker processes to start in this process (0 for api-only tests). */
  workers?: number;
  source?: GenerationSource;
  env?: Record<string, string>;
  webDistDir?: string | null;
  /** Redis key prefix (default: a random one, so test files can share one Redis). */
  prefix?: string;
  /** Where the api's JSON logs go (silent by default). */
  logger?: Logger;
}

export interface Stack {
  api: NestFastifyApplication;
  baseUrl: string;
  workers: INestApplicationContext[];
  prefix: string;
  /** Starts one more worker on the stack's Redis, database and prefix (closed with the stack). */
  addWorker(source?: GenerationSource): Promise<INestApplicationContext>;
  close(): Promise<void>;
}

const silent = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

/**
 * The api (listening on a free port) and workers, built by the same factories as production, on a
 * Redis key prefix of their own so test files can share one Redis.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const prefix = options.prefix ?? `infragen-test-${randomBytes(4).toString('hex')}`;
  const env = loadEnv({
    NODE_ENV: 'test',
    REDIS_URL: options.redisUrl ?? SHARED_REDIS_URL,
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_MAX: String(options.poolMax ?? 5),
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...options.env,
  });
  const api = await createApiApp(
    { env, redisPrefix: prefix, databaseUrl: options.databaseUrl, webDistDir: options.webDistDir ?? null },
    options.logger ?? silent,
  );
  try {
    await api.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    // A start-up check refused: close what was opened, so the test can assert on the reason.
    await api.close().catch(() => undefined);
    throw error;
  }
  const address = api.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const workers: INestApplicationContext[] = [];
  const addWorker = async (source = options.source) => {
    const worker = await createWorker({ env, redisPrefix: prefix, databaseUrl: options.databaseUrl }, silent, {
      source,
    });
    workers.push(worker);
    return worker;
  };
  for (let i = 0; i < (options.workers ?? 1); i += 1) await addWorker();
  return {
    api,
    baseUrl: `http://127.0.0.1:${port}`,
    workers,
    prefix,
    addWorker,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await api.close();
    },
  };
}
