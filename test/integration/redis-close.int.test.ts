import { once } from 'node:events';
import { createServer } from 'node:net';
import { closeRedis, createRedis } from '@infragen/runtime';
import { SHARED_REDIS_URL } from '../support/stack';

/**
 * Shutting a connection down must not fail the commands already sent on it: the Socket.IO Redis
 * adapter unsubscribes without awaiting when its server closes, and a plain disconnect() turned
 * those into unhandled "Connection is closed" rejections in CI.
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

  it('gives up on a connection that does not come up within the timeout', async () => {
    // A port that accepts nothing: listen, note the port, close.
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));

    const redis = createRedis(`redis://127.0.0.1:${port}`, 'blocking', 'close-test-down');
    redis.on('error', () => undefined);
    let attempts = 0;
    redis.on('connecting', () => attempts++);
    await closeRedis(redis, 200);
    const attemptsAtClose = attempts;
    // Past the longest retry delay (2 s cap): no further attempt once closed.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(attempts).toBe(attemptsAtClose);
    expect(['end', 'reconnecting', 'close']).toContain(redis.status);
  });

  it('is a no-op on a connection already ended', async () => {
    const redis = createRedis(SHARED_REDIS_URL, 'blocking', 'close-test-twice');
    await redis.ping();
    await closeRedis(redis);
    await expect(closeRedis(redis)).resolves.toBeUndefined();
  });
});
