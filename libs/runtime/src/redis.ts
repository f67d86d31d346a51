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

/** Options of our connections: replies as ioredis has always given them (no RESP3 maps). */
type ClientOptions = RedisOptions & { replyMapping?: 'legacy' };

/** The longest wait between two reconnection attempts. */
const RETRY_CAP_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * ioredis's client, except that `disconnect()` ends the connection in every state. Between two
 * retries (after Redis went away) ioredis's own disconnect() only cancels the next retry: the
 * connection never ends, what is queued on it never settles, and whoever waits for its 'end' waits
 * forever, as BullMQ's QueueEvents.close() and Worker.close() do for the blocking copies they make
 * of a connection they are given (an api closed after a Redis outage hung in its shutdown). Here
 * an attempt is started and dropped at once, which ends the connection as any dropped attempt
 * does (what was queued fails with "Connection is closed"). Copies (`duplicate()`) are of this
 * class too.
 */
class EndingRedis extends Redis {
  override disconnect(reconnect = false): void {
    const betweenRetries = !reconnect && this.status === 'reconnecting';
    super.disconnect(reconnect);
    if (!betweenRetries) return;
    this.connect().catch(() => undefined);
    super.disconnect();
  }

  override duplicate(override?: Partial<RedisOptions>): Redis {
    return new EndingRedis({ ...this.options, ...override } as ClientOptions);
  }
}

export function createRedis(
  url: string,
  role: RedisRole,
  name: string,
  logger?: Logger,
  tuning: RedisTuning = {},
): Redis {
  const options: ClientOptions = {
    enableAutoPipelining: tuning.autoPipelining ?? false,
    connectionName: name,
    lazyConnect: false,
    enableReadyCheck: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(100 * 2 ** Math.min(attempt, 5), RETRY_CAP_MS),
    ...(role === 'command'
      ? { enableOfflineQueue: false, maxRetriesPerRequest: 1 }
      : { enableOfflineQueue: true, maxRetriesPerRequest: null }),
  };
  const redis = new EndingRedis(url, options);
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
 * How long closing waits for a connection that is not up to come back: the pending retry (at most
 * RETRY_CAP_MS away) and its attempt (connectTimeout, then the ready check).
 */
const COMEBACK_WAIT_MS = RETRY_CAP_MS + CONNECT_TIMEOUT_MS + 1_000;

/**
 * Closes a connection without failing the commands already issued on it. `disconnect()` rejects
 * every command still queued with "Connection is closed", and libraries that fire commands without
 * awaiting them turn that into unhandled rejections: the Socket.IO Redis adapter subscribes as soon
 * as it is created, publishes events raised while Redis is away into the offline queue, and
 * unsubscribes when its server closes (an api closed within moments of starting, or just after a
 * Redis outage, failed tests with it). So a connection that is not up is given its attempt in
 * progress or the next one (after an outage, up to RETRY_CAP_MS away): if Redis answers, it comes
 * up and sends what was queued. Then QUIT, which Redis answers after everything sent before it,
 * within `timeoutMs`. A connection that does not come up, or a QUIT not answered, is dropped.
 * Resolves once it has ended.
 */
export async function closeRedis(redis: Redis, timeoutMs = 1_000): Promise<void> {
  if (redis.status === 'end') return;
  const ended = nextEvent(redis, 'end');
  if (redis.status !== 'ready' && redis.status !== 'wait') {
    // An attempt that fails emits 'reconnecting' (and schedules the next): Redis is still away.
    await settlesWithin(
      Promise.race([nextEvent(redis, 'ready'), nextEvent(redis, 'reconnecting'), nextEvent(redis, 'end')]),
      COMEBACK_WAIT_MS,
    );
  }
  if (redis.status === 'ready') {
    await settlesWithin(
      redis.quit().catch(() => undefined),
      timeoutMs,
    );
  }
  if ((redis.status as string) !== 'end') redis.disconnect();
  await settlesWithin(ended, 1_000);
}

/** The next `event`; unlike events.once, an 'error' on the way (a retry failing) does not end the wait. */
function nextEvent(redis: Redis, event: 'ready' | 'reconnecting' | 'end'): Promise<void> {
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
