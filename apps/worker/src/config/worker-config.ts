import { loadEnv, type Env } from '@infragen/contracts';

export interface WorkerConfig {
  env: Env;
  /** Key prefix shared with the api (BullMQ queues, Socket.IO channels, stream store). */
  redisPrefix: string;
  databaseUrl: string;
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
export const WORKER_LOGGER = Symbol('WORKER_LOGGER');

export function workerConfigFromEnv(source: Record<string, string | undefined>): WorkerConfig {
  const env = loadEnv(source);
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: start the product with `npm start` (it provides the embedded database) or point DATABASE_URL at PostgreSQL.',
    );
  }
  return { env, redisPrefix: env.REDIS_KEY_PREFIX, databaseUrl: env.DATABASE_URL };
}
