import { loadEnv, type Env } from '@infragen/contracts';

/** Everything the api reads at start-up; built once and injected, never read from process.env later. */
export interface ApiConfig {
  env: Env;
  /** Key prefix of every Redis key and channel: lets deployments (and test files) share one Redis. */
  redisPrefix: string;
  databaseUrl: string;
  /** The built web app the api serves, when there is one. */
  webDistDir: string | null;
}

export const API_CONFIG = Symbol('API_CONFIG');

export function apiConfigFromEnv(source: Record<string, string | undefined>, webDistDir: string | null): ApiConfig {
  const env = loadEnv(source);
  if (!env.DATABASE_URL) {
    throw new Error(
      'DATABASE_URL is not set: start the product with `npm start` (it provides the embedded database) or point DATABASE_URL at PostgreSQL.',
    );
  }
  return { env, redisPrefix: env.REDIS_KEY_PREFIX, databaseUrl: env.DATABASE_URL, webDistDir };
}
