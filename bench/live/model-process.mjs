// The benchmark's model server and Redis tap, in a process of their own: the harness's clients
// (hundreds of sockets) then cannot delay the model's writes or the tap's stamps, and the times
// they note are on the shared monotonic clock (./clock.mjs).
//
// Parent -> child (IPC): { type: 'dump' } answers { type: 'dump', writes, requests, redisSeen } as
// arrays of entries (cancelSeen: generation id -> first stop announcement seen); { type: 'close' } shuts down. Child -> parent: { type: 'ready', url }.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startModelServer } from './model-server.mjs';
import { now } from './clock.mjs';

const [, , root, redisUrl, channelPattern, chunksPerSecond, chunks, cancelChannel] = process.argv;
const require = createRequire(join(root, 'package.json'));
const IORedis = require('ioredis');

const model = await startModelServer({ chunksPerSecond: Number(chunksPerSecond), chunks: Number(chunks) });

// The same markers seen on the Redis channel the workers publish deltas to (model server ->
// worker -> Redis), before the api relays them to the sockets.
// Only when asked for (an empty URL: no tap), as it adds a subscriber Redis writes every delta to.
const redisSeen = new Map();
const tap = redisUrl ? new IORedis(redisUrl) : null;
if (tap) await tap.psubscribe(channelPattern);
// And the api's stop announcements (channel carrying the generation id), splitting the stop
// latency at Redis (client -> api -> announcement, announcement -> worker -> model connection closed).
const cancelSeen = new Map();
if (tap && cancelChannel) await tap.subscribe(cancelChannel);
tap?.on('message', (_channel, id) => {
  if (!cancelSeen.has(id)) cancelSeen.set(id, now());
});
tap?.on('pmessageBuffer', (_pattern, _channel, message) => {
  const at = now();
  for (const m of message.toString('utf8').matchAll(/⟦(\d+):(\d+)⟧/g)) {
    const mark = `${m[1]}:${m[2]}`;
    if (!redisSeen.has(mark)) redisSeen.set(mark, at);
  }
});

process.on('message', async (message) => {
  if (message.type === 'dump') {
    process.send({
      type: 'dump',
      writes: [...model.writes],
      requests: [...model.requests],
      redisSeen: [...redisSeen],
      cancelSeen: [...cancelSeen],
    });
  } else if (message.type === 'close') {
    tap?.disconnect();
    await model.close();
    process.disconnect();
  }
});
process.send({ type: 'ready', url: model.url });
