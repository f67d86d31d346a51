import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How a connection is used decides how it behaves while Redis is away:
 * - `command`: requests of the api; fail at once (enableOfflineQueue off) so a request answers 503
 *   instead of hanging;
 * - `blocking`: BullMQ workers and pub/sub subscribers; wait and retry forever (BullMQ requires
 *   maxRetriesPerRequest null for its blocking connections).
 * Both reconnect by themselves, with a capped backoff, when Redis comes back.
 */
export type RedisRole = 'command' | 'blocking';

export interface RedisTuning {
  /**
   * Commands issued in the same tick leave in one write (ioredis auto-pipelining): for a
   * connection that sends many small commands, such as the worker's delta publisher.
   */
  autoPipelining?: boolean;
}

export function createRedis(url: string, role: RedisRole, name: string, logger?: Logger, tuning: RedisTuning = {}): Redis {
  const options: RedisOptions = {
    enableAutoPipelining: tuning.autoPipelining ?? false,
    connectionName: name,
    lazyConnect: false,
    enableReadyCheck: true,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), 2_000),
    ...(role === 'command'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { enableOfflineQueue: true, maxRetriesPerRequest: null }),
  };
  const redis = new Redis(url, options);
  attachRedisLogging(redis, name, logger);
  return redis;
}

/** Logs the first error of an outage and the recovery, not one line per retry. */
export function attachRedisLogging(redis: Redis, name: string, logger?: Logger): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger?.warn({ redis: name, err: error.message }, 'redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger?.info({ redis: name }, 'redis connection restored');
  });
}

/** Resolves with the round-trip time, or rejects after `timeoutMs`. */
export async function pingRedis(redis: Redis, timeoutMs = 1_000): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return performance.now() - started;
  } finally {
    clearTimeout(timer);
  }
}
