import { once } from 'node:events';
import { createServer } from 'node:net';
import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { closeRedis, createRedis } from '@infragen/runtime';
import { OwnRedis } from '../support/own-redis';
import { SHARED_REDIS_URL } from '../support/stack';

/** The longest wait between two attempts of createRedis's connections. */
const RETRY_CAP_MS = 2_000;

/**
 * Resolves once `redis` has lost its server and waits the longest delay before its next attempt:
 * the state an outage of a few seconds leaves every connection in, where ioredis's own
 * disconnect() only cancels the retry (the connection then never ends).
 */
function betweenLongRetries(redis: Redis): Promise<void> {
  return new Promise((resolve) => {
    const seen = (delay: number) => {
      if (delay < RETRY_CAP_MS) return;
      redis.off('reconnecting', seen);
      resolve();
    };
    redis.on('reconnecting', seen);
  });
}

/**
 * Shutting a connection down must not fail the commands already sent on it: the Socket.IO Redis
 * adapter unsubscribes without awaiting when its server closes, and a plain disconnect() turned
 * those into unhandled "Connection is closed" rejections in CI. And it must end, also after an
 * outage: between two retries disconnect() only cancels the retry, and BullMQ's QueueEvents.close()
 * then waited forever for the end (the api's shutdown hung in system-alerts.int.test.ts); and closed
 * just after an outage it failed what the Socket.IO adapter had queued while Redis was away.
 */
describe('closeRedis', () => {
  it('lets commands already sent get their replies before the connection ends', async () => {
    const sub = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-sub');
    await sub.subscribe('close-test-a', 'close-test-b');
    // Fired and not awaited, as the adapter does.
    const unsubscribed = sub.unsubscribe('close-test-a', 'close-test-b');
    const published = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-pub');
    await published.ping();
    const sent = published.publish('close-test-c', 'last words');

    await Promise.all([closeRedis(sub), closeRedis(published)]);

    await expect(unsubscribed).resolves.toBe(0);
    await expect(sent).resolves.toBe(0);
    expect(sub.status).toBe('end');
    expect(published.status).toBe('end');
  });

  it('lets commands issued while the connection is still coming up complete, where disconnect() failed them', async () => {
    // Created and subscribed in one tick, as the adapter does when the api starts.
    const raw = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-raw');
    const rawSubscribed = raw.subscribe('close-test-d');
    raw.disconnect();
    await expect(rawSubscribed).rejects.toThrow('Connection is closed');

    const sub = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-early');
    const subscribed = sub.subscribe('close-test-e');
    await closeRedis(sub);
    await expect(subscribed).resolves.toBe(1);
    expect(sub.status).toBe('end');
  });

  it('ends a connection whose Redis does not answer at its next attempt, with no attempt after it', async () => {
    // A port that accepts nothing: listen, note the port, close.
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));

    const redis = createRedis(`redis://127.0.0.1:${port}`, 'blocking', 'close-test-down');
    redis.on('error', () => undefined);
    const queued = redis.publish('close-test-f', 'never sent');
    await closeRedis(redis);
    // Ended (no retry can follow), and what was queued failed instead of waiting forever.
    expect(redis.status).toBe('end');
    await expect(queued).rejects.toThrow('Connection is closed');
  });

  describe('after an outage, caught between two retries', () => {
    let own: OwnRedis;
    let redis: Redis;

    beforeEach(async () => {
      own = await OwnRedis.start();
      redis = createRedis(own.url, 'blocking', 'close-test-outage');
      redis.on('error', () => undefined);
      await redis.ping();
    });

    /** Stops Redis and resolves once the connection waits the longest delay before its next attempt. */
    async function outage(): Promise<void> {
      const waiting = betweenLongRetries(redis);
      await own.stop();
      await waiting;
    }

    afterEach(async () => {
      redis.disconnect();
      await own.destroy();
    });

    it('closes once Redis is back, sending what was queued during the outage first (the Socket.IO adapter publishes so)', async () => {
      await outage();
      const sent = redis.publish('close-test-g', 'queued while Redis was away');
      await own.resume();
      await closeRedis(redis);
      expect(redis.status).toBe('end');
      await expect(sent).resolves.toBe(0);
    });

    it('ends at disconnect(), failing what was queued, where ioredis only cancelled the next retry', async () => {
      await outage();
      const queued = redis.publish('close-test-h', 'never sent');
      const ended = once(redis, 'end');
      redis.disconnect();
      await ended;
      expect(redis.status).toBe('end');
      await expect(queued).rejects.toThrow('Connection is closed');
    });

    it("lets BullMQ's QueueEvents close while Redis is away (it waits for the end of its own copy of the connection, forever before)", async () => {
      const events = new QueueEvents('close-test', { connection: redis, prefix: 'infragen-test-close' });
      events.on('error', () => undefined);
      await events.waitUntilReady();
      // BullMQ reads events on a copy (duplicate()) of the connection it is given.
      const copy = (await events.getBackend().client) as unknown as Redis;
      const waiting = betweenLongRetries(copy);
      await own.stop();
      await waiting;
      await events.close();
      expect(copy.status).toBe('end');
    });
  });

  it('is a no-op on a connection already ended', async () => {
    const redis = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-twice');
    await redis.ping();
    await closeRedis(redis);
    await expect(closeRedis(redis)).resolves.toBeUndefined();
  });
});
