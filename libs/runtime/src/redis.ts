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

export function createRedis(
  url: string,
  role: RedisRole,
  name: string,
  logger?: Logger,
  tuning: RedisTuning = {},
): Redis {
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

/**
 * Closes a connection without failing the commands already issued on it. `disconnect()` rejects
 * every command still queued with "Connection is closed", and libraries that fire commands without
 * awaiting them turn that into unhandled rejections: the Socket.IO Redis adapter subscribes as soon
 * as it is created and unsubscribes when its server closes, so an api closed within moments of
 * starting (a test, a failed boot) failed in CI. This waits for a connection still coming up, then
 * sends QUIT, which Redis answers after everything sent before it. A connection that does not come
 * up, or a QUIT not answered, within `timeoutMs` is dropped as before. Resolves once it has ended.
 */
export async function closeRedis(redis: Redis, timeoutMs = 1_000): Promise<void> {
  if (redis.status === 'end') return;
  const deadline = Date.now() + timeoutMs;
  if (redis.status !== 'ready' && redis.status !== 'wait') await settlesWithin(nextEvent(redis, 'ready'), timeoutMs);
  if (redis.status !== 'ready') {
    // Never came up: nothing was sent. (Between retries ioredis has no socket to close, so the
    // status stays 'reconnecting'; disconnect() cancels the next retry, which is what matters.)
    redis.disconnect();
    return;
  }
  const ended = nextEvent(redis, 'end');
  await settlesWithin(
    redis.quit().catch(() => undefined),
    Math.max(0, deadline - Date.now()),
  );
  if ((redis.status as string) !== 'end') redis.disconnect();
  await settlesWithin(ended, 1_000);
}

/** The next `event`; unlike events.once, an 'error' on the way (a retry failing) does not end the wait. */
function nextEvent(redis: Redis, event: 'ready' | 'end'): Promise<void> {
  return new Promise((resolve) => redis.once(event, () => resolve()));
}

/** Waits for `promise` (its outcome ignored) or `ms`, whichever comes first. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise.then(
        () => undefined,
        () => undefined,
      ),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
