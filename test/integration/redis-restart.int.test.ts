import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { OwnRedis } from '../support/own-redis';
import { ScriptedSource } from '../support/scripted-source';
import { waitFor } from '../support/free-port';
import { connect, createGeneration, getJson, record, waitForEvent } from '../support/generation-client';

/**
 * Redis restarted the way an operator or an orchestrator restarts it (an orderly shutdown, then a
 * start on the same append-only file, as the compose file runs it): jobs waiting in the queue are
 * still there afterwards and run; generations streaming at that moment each end with an outcome the
 * browser is told (never left running); and the api and workers carry on by themselves.
 */
const ENDED = ['completed', 'failed', 'cancelled'];

interface Snapshot {
  status: string;
  error: string | null;
  code: string | null;
}

async function finalState(stack: Stack, id: string, anonymousToken: string): Promise<Snapshot> {
  return waitFor(
    async () => {
      const read = await getJson<Snapshot>(stack, `/api/generations/${id}`, { anonymousToken });
      return read.status === 200 && ENDED.includes(read.body.status) ? read.body : undefined;
    },
    `generation ${id} to end`,
    60_000,
  );
}

async function healthy(stack: Stack): Promise<void> {
  await waitFor(async () => (await fetch(`${stack.baseUrl}/api/health`)).status === 200, 'health back to 200', 30_000);
}

describe('a Redis restart', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  let stack: Stack;

  beforeEach(async () => {
    db = await createTestDatabase();
    redis = await OwnRedis.start({ appendOnly: true });
  });

  afterEach(async () => {
    await stack?.close();
    await redis?.destroy();
    await db?.drop();
  });

  it('keeps the jobs waiting in the queue: a worker started afterwards runs every one', async () => {
    // No worker yet: the generations wait in the queue while Redis restarts.
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax, redisUrl: redis.url, workers: 0 });
    const created = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await createGeneration(stack, { prompt: `a bucket number ${i}`, platform: 'aws' });
      expect(answer.status).toBe(202);
      created.push(answer.body as { id: string; anonymousToken: string });
    }
    await redis.stop('SIGTERM');
    await redis.resume();
    await healthy(stack);

    await stack.addWorker(new ScriptedSource({ chunks: ['```hcl\nresource "aws_s3_bucket" "b" {}\n```\n'] }));
    for (const { id, anonymousToken } of created) {
      expect(await finalState(stack, id, anonymousToken)).toMatchObject({ status: 'completed' });
    }
  });

  it('ends every generation streaming at that moment with an outcome the browser hears, and the next one streams', async () => {
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      redisUrl: redis.url,
      workers: 1,
      // 3 s streams, so the restart falls in the middle of each.
      source: new ScriptedSource({ chunks: Array.from({ length: 60 }, (_, i) => `# line ${i}\n`), delayMs: 50 }),
      env: { RECONCILE_INTERVAL_MS: '1000' },
    });
    const running = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await createGeneration(stack, { prompt: `a queue number ${i}`, platform: 'aws' });
      expect(answer.status).toBe(202);
      const { id, anonymousToken } = answer.body as { id: string; anonymousToken: string };
      const socket = await connect(stack.baseUrl, { anonymousToken });
      const events = record(socket);
      const ack = await socket.emitWithAck('generation:subscribe', { id });
      expect(ack.ok).toBe(true);
      running.push({ id, anonymousToken, socket, events });
    }
    await Promise.all(running.map((r) => waitForEvent(r.events, 'generation:delta', r.id, 10_000)));

    await redis.stop('SIGTERM');
    await redis.resume();
    await healthy(stack);

    for (const r of running) {
      const end = await finalState(stack, r.id, r.anonymousToken);
      // A failure says so in the catalogue's words, never an internal error text.
      if (end.status === 'failed') expect(Object.values(Messages.generation)).toContain(end.error);
      else expect(end.status).toBe('completed');
      // A socket that lived through the restart, subscribing again as the browser does on
      // reconnecting, is told how the generation ended.
      const socket = await connect(stack.baseUrl, { anonymousToken: r.anonymousToken });
      const ack = await socket.emitWithAck('generation:subscribe', { id: r.id });
      expect(ack).toMatchObject({ ok: true, data: { status: end.status } });
      socket.disconnect();
      r.socket.disconnect();
    }

    const after = await createGeneration(stack, { prompt: 'a bucket after the restart', platform: 'aws' });
    expect(after.status).toBe(202);
    const { id, anonymousToken } = after.body as { id: string; anonymousToken: string };
    expect(await finalState(stack, id, anonymousToken)).toMatchObject({ status: 'completed' });
  });
});
