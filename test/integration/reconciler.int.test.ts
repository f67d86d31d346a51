import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import pino from 'pino';
import { loadEnv, Messages, QueueName } from '@infragen/contracts';
import { runMigrations } from '@infragen/database';
import { ReconcilerService } from '../../apps/worker/src/generation/reconciler.service';
import { createWorker } from '../../apps/worker/src/worker.factory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startPgliteProcess, type PgliteProcess } from '../support/pglite-process';
import { SHARED_REDIS_URL, startStack, type Stack } from '../support/stack';
import { ScriptedSource } from '../support/scripted-source';
import { freePort, waitFor } from '../support/free-port';
import { connect, createGeneration, getJson, record, waitForEvent } from '../support/generation-client';

async function sql(url: string, text: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Nothing stays queued or running without a live job behind it. */
describe('the reconciler', () => {
  let db: TestDatabase;
  let stack: Stack;
  let queue: Queue;
  const source = new ScriptedSource({ chunks: Array.from({ length: 200 }, (_, i) => `line ${i}\n`), delayMs: 50 });

  beforeAll(async () => {
    db = await createTestDatabase();
    // No worker at first: jobs wait in the queue until a test starts one.
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax, workers: 0, source });
    queue = new Queue(QueueName.Generation, { connection: { url: SHARED_REDIS_URL }, prefix: `${stack.prefix}:bull` });
  });

  afterAll(async () => {
    await queue?.close();
    await stack?.close();
    await db?.drop();
  });

  const reconcile = () => stack.workers[0]!.get(ReconcilerService).pass();

  it('ends a generation whose job is gone, and tells the browser', async () => {
    const created = await createGeneration(stack, { prompt: 'a bucket', platform: 'aws' });
    const socket = await connect(stack.baseUrl, { anonymousToken: created.body.anonymousToken });
    const events = record(socket);
    await socket.emitWithAck('generation:subscribe', { id: created.body.id });
    // The job vanished (its worker's ending was lost, or Redis lost it), and time went by.
    await queue.remove(created.body.id);
    await sql(db.url, `update generations set updated_at = now() - interval '1 minute' where id = $1`, [
      created.body.id,
    ]);

    // A worker's first pass runs as it starts.
    await startWorker();
    const failed = await waitForEvent(events, 'generation:failed', created.body.id);
    socket.disconnect();
    expect(failed.payload).toMatchObject({ message: Messages.generation.lost, code: 'GENERATION_LOST' });
    const stored = await getJson<{ status: string; error: string }>(stack, `/api/generations/${created.body.id}`, {
      anonymousToken: created.body.anonymousToken,
    });
    expect(stored.body).toMatchObject({ status: 'failed', error: Messages.generation.lost });
  });

  it('leaves alone a generation whose job is still running, however long it has run', async () => {
    await startWorker();
    const created = await createGeneration(stack, { prompt: 'a queue', platform: 'aws' });
    const read = async () =>
      (
        await getJson<{ status: string }>(stack, `/api/generations/${created.body.id}`, {
          anonymousToken: created.body.anonymousToken,
        })
      ).body;
    await waitFor(async () => (await read()).status === 'running', 'the job to run');
    await sql(db.url, `update generations set updated_at = now() - interval '1 hour' where id = $1`, [created.body.id]);
    expect(await reconcile()).toBe(0);
    expect((await read()).status).toBe('running');
    await fetch(`${stack.baseUrl}/api/generations/${created.body.id}/cancel`, {
      method: 'POST',
      headers: { 'x-anonymous-session': created.body.anonymousToken! },
    });
  });

  async function startWorker(): Promise<void> {
    if (stack.workers.length > 0) return;
    const env = loadEnv({ NODE_ENV: 'test', REDIS_URL: SHARED_REDIS_URL, DATABASE_URL: db.url });
    stack.workers.push(
      await createWorker({ env, redisPrefix: stack.prefix, databaseUrl: db.url }, pino({ level: 'silent' }), {
        source,
      }),
    );
  }
});

/** The failure that made the reconciler necessary: the database away when a job ends. */
describe('the reconciler after a database outage', () => {
  let embedded: PgliteProcess;
  let port: number;
  let stack: Stack;
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-reconcile-db-'));

  beforeAll(async () => {
    port = await freePort();
    // A Postgres of this test's own (PGlite over the wire protocol), so stopping it harms no one.
    embedded = await startPgliteProcess({ port, dataDir });
    await runMigrations({ url: embedded.url, poolMax: 1 });
    stack = await startStack({
      databaseUrl: embedded.url,
      poolMax: 1,
      workers: 1,
      env: { RECONCILE_INTERVAL_MS: '1000' },
      source: new ScriptedSource({ chunks: Array.from({ length: 40 }, (_, i) => `line ${i}\n`), delayMs: 50 }),
    });
  });

  afterAll(async () => {
    await stack?.close();
    await embedded?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('ends a generation left running when its job failed while the database was away', async () => {
    const created = await createGeneration(stack, { prompt: 'a bucket', platform: 'aws' });
    const read = async () =>
      (
        await getJson<{ status: string; error: string | null }>(stack, `/api/generations/${created.body.id}`, {
          anonymousToken: created.body.anonymousToken,
        })
      ).body;
    await waitFor(async () => (await read()).status === 'running', 'the job to run');
    // The database goes away before the stream ends: the worker cannot record the end, and
    // BullMQ fails the job for good (its retry cannot claim the row either).
    await embedded.stop();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    embedded = await startPgliteProcess({ port, dataDir });
    const ended = await waitFor(
      async () => {
        const state = await read().catch(() => null);
        return state && state.status !== 'running' ? state : undefined;
      },
      'the generation to be ended',
      30_000,
    );
    expect(ended).toMatchObject({ status: 'failed', error: Messages.generation.lost });
  });
});
