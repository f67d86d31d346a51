import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { loadEnv } from '@infragen/contracts';
import { createApiApp } from '../../apps/api/src/app.factory';
import { createWorker } from '../../apps/worker/src/worker.factory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { SHARED_REDIS_URL, type Stack } from '../support/stack';
import { ScriptedSource } from '../support/scripted-source';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { waitFor } from '../support/free-port';
import { connect, createGeneration, record, waitForEvent } from '../support/generation-client';

/**
 * Scaled out as the README describes: two api instances behind a load balancer and three workers,
 * sharing only PostgreSQL and Redis. A generation started through one api streams to a socket
 * held by the other, and is stopped through either.
 */
describe('two apis and three workers on one Redis and one PostgreSQL', () => {
  let db: TestDatabase;
  const apis: { app: NestFastifyApplication; baseUrl: string }[] = [];
  const workers: INestApplicationContext[] = [];
  let proxy: TcpProxy;
  const prefix = `infragen-test-${randomBytes(4).toString('hex')}`;
  const source = new ScriptedSource({ chunks: Array.from({ length: 400 }, (_, i) => `# line ${i}\n`), delayMs: 25 });
  const silent = pino({ level: 'silent' });

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      REDIS_URL: SHARED_REDIS_URL,
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: '3',
      // Shared by every api instance, as a deployment must: it signs access tokens and, through a
      // key derived from it, visitors' session tokens (decision 029).
      JWT_SECRET: randomBytes(36).toString('base64url'),
    });
    const config = { env, redisPrefix: prefix, databaseUrl: db.url };
    for (let i = 0; i < 2; i += 1) {
      const app = await createApiApp({ ...config, webDistDir: null }, silent);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.getHttpServer().address() as { port: number };
      apis.push({ app, baseUrl: `http://127.0.0.1:${address.port}` });
    }
    for (let i = 0; i < 3; i += 1) workers.push(await createWorker(config, silent, { source }));
    proxy = await startTcpProxy(
      apis.map(({ baseUrl }) => ({ host: '127.0.0.1', port: Number(new URL(baseUrl).port) })),
    );
  });

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all(apis.map(({ app }) => app.close()));
    await db?.drop();
  });

  const asStack = (baseUrl: string) => ({ baseUrl }) as Stack;

  it('streams a generation started through one api to a socket on the other, and stops it through the first', async () => {
    const [one, two] = apis;
    const created = await createGeneration(asStack(one!.baseUrl), { prompt: 'a long answer', platform: 'aws' });
    expect(created.status).toBe(202);
    const token = created.body.anonymousToken!;
    const socket = await connect(two!.baseUrl, { anonymousToken: token });
    const events = record(socket);
    const ack = await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    expect(ack.ok).toBe(true);
    await waitFor(
      async () => events.filter((e) => e.event === 'generation:delta').length >= 3,
      'deltas relayed through Redis to the other api',
    );

    const stop = await fetch(`${one!.baseUrl}/api/generations/${created.body.id}/cancel`, {
      method: 'POST',
      headers: { 'x-anonymous-session': token },
    });
    expect(stop.status).toBe(200);
    await waitForEvent(events, 'generation:cancelled', created.body.id);
    socket.disconnect();
    // Exactly one of the three workers ran it, and that one stopped its source.
    expect(source.aborted).toContain(created.body.id);
  });

  it('works through a round-robin load balancer in front of both', async () => {
    const created = await createGeneration(asStack(proxy.url), { prompt: 'through the balancer', platform: 'aws' });
    const token = created.body.anonymousToken!;
    const sockets = await Promise.all([1, 2].map(() => connect(proxy.url, { anonymousToken: token })));
    const recorded = sockets.map((socket) => record(socket));
    for (const socket of sockets)
      expect((await socket.emitWithAck('generation:subscribe', { id: created.body.id })).ok).toBe(true);
    // Two sockets, one per api: both see the stream.
    expect(new Set(proxy.routed).size).toBe(2);
    for (const events of recorded) {
      await waitFor(async () => events.some((e) => e.event === 'generation:delta'), 'deltas on each api');
    }
    const ack = await sockets[1]!.emitWithAck('generation:cancel', { id: created.body.id });
    expect(ack).toMatchObject({ ok: true });
    for (const events of recorded) await waitForEvent(events, 'generation:cancelled', created.body.id);
    sockets.forEach((socket) => socket.disconnect());
  });
});
