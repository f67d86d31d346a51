import { type Redis } from 'ioredis';
import { GenerationStreamStore, createRedis } from '@infragen/runtime';
import { OwnRedis } from '../support/own-redis';

/** The text a subscriber catches up from: appended per delta by one Lua command, on real Redis. */
describe('GenerationStreamStore on real Redis', () => {
  let own: OwnRedis;
  let redis: Redis;
  const prefix = `stream-store-${process.pid}`;

  beforeAll(async () => {
    own = await OwnRedis.start();
    redis = createRedis(own.url, 'blocking', 'stream-store-test', undefined, { autoPipelining: true });
  });
  afterAll(async () => {
    redis.disconnect();
    await own.destroy();
  });

  it('appends deltas in order, records the last seq and keeps both keys for an hour', async () => {
    const store = new GenerationStreamStore(redis, prefix);
    // Issued in one tick without awaiting, as the worker does: one auto-pipelined write.
    await Promise.all([
      store.append('g1', 1, 'resource "aws_s3_bucket" '),
      store.append('g1', 2, '"logs" {'),
      store.append('g1', 3, '\n}'),
    ]);
    expect(await store.read('g1')).toEqual({ text: 'resource "aws_s3_bucket" "logs" {\n}', seq: 3 });
    for (const key of [`${prefix}:gen:g1:text`, `${prefix}:gen:g1:seq`]) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(3500);
      expect(ttl).toBeLessThanOrEqual(3600);
    }
  });

  it('keeps generations apart, reads nothing for an unknown one, and clears', async () => {
    const store = new GenerationStreamStore(redis, prefix);
    await store.append('a', 1, 'alpha');
    await store.append('b', 1, 'beta');
    expect(await store.read('a')).toEqual({ text: 'alpha', seq: 1 });
    expect(await store.read('b')).toEqual({ text: 'beta', seq: 1 });
    expect(await store.read('nobody')).toBeNull();
    await store.clear('a');
    expect(await store.read('a')).toBeNull();
    expect(await store.read('b')).toEqual({ text: 'beta', seq: 1 });
  });

  it('still appends after Redis forgot the script (a restart flushes the script cache)', async () => {
    const store = new GenerationStreamStore(redis, prefix);
    await store.append('c', 1, 'one ');
    await redis.script('FLUSH');
    await store.append('c', 2, 'two');
    expect(await store.read('c')).toEqual({ text: 'one two', seq: 2 });
  });

  it('can be created twice on one connection (api and worker share the helper)', async () => {
    const first = new GenerationStreamStore(redis, prefix);
    const second = new GenerationStreamStore(redis, prefix);
    await first.append('d', 1, 'x');
    await second.append('d', 2, 'y');
    expect(await first.read('d')).toEqual({ text: 'xy', seq: 2 });
  });

  it('publishes a delta in the same command, after its text is stored', async () => {
    const store = new GenerationStreamStore(redis, prefix);
    const subscriber = createRedis(own.url, 'blocking', 'stream-store-sub');
    const channel = `${prefix}:socket.io#generation:e#`;
    const seen: { message: string; stored: { text: string; seq: number } | null }[] = [];
    const arrived = new Promise<void>((resolve) => {
      subscriber.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
        // What a subscriber that sees the delta can read at once.
        void store.read('e').then((stored) => {
          seen.push({ message: message.toString('utf8'), stored });
          if (seen.length === 2) resolve();
        });
      });
    });
    try {
      await subscriber.subscribe(channel);
      await store.append('e', 1, 'first ', { channel, message: 'delta-1' });
      await store.append('e', 2, 'second', { channel, message: Buffer.from('delta-2') });
      await store.append('e', 3, ' unpublished');
      await arrived;
      expect(seen.map((s) => s.message)).toEqual(['delta-1', 'delta-2']);
      expect(seen[0].stored!.text.startsWith('first ')).toBe(true);
      expect(seen[1].stored!.text.startsWith('first second')).toBe(true);
      expect(await store.read('e')).toEqual({ text: 'first second unpublished', seq: 3 });
      expect(await redis.pubsub('NUMSUB', channel)).toEqual([channel, 1]);
    } finally {
      subscriber.disconnect();
    }
  });
});
