import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { SHARED_REDIS_URL, startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { createGeneration, getJson } from '../support/generation-client';
import { waitFor } from '../support/free-port';

/**
 * Worker processes (the built apps/worker/dist/main.js, as production runs them) killed with
 * SIGKILL mid-job: no shutdown hook runs, the job's lock simply stops being renewed. BullMQ's
 * stalled-job check hands the job to another worker once (maxStalledCount 1); a job that stalls
 * again fails, and the generation ends with the catalogue's message. Nothing stays "running".
 */
const WORKER_MAIN = join(__dirname, '../../apps/worker/dist/main.js');
const KEY = 'sk-kill-test-key';

describe('a worker killed mid-job', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  const prefix = `infragen-test-${randomBytes(4).toString('hex')}`;
  const children: ChildProcess[] = [];
  const answer = ['```hcl\n', ...Array.from({ length: 120 }, (_, i) => `# line ${i}\n`), '```\n'];
  /**
   * An answer no worker can finish before the test kills it, however slow the machine: the kill
   * always lands mid-stream. (With the ordinary answer, a busy machine let the first worker
   * finish before the kill, and the test then waited for an abort that never came.)
   */
  const endless = { chunks: ['```hcl\n', ...Array.from({ length: 10_000 }, (_, i) => `# line ${i}\n`)], delayMs: 50 };
  /** Requests the model has seen for a prompt, so far. */
  const seen = (prompt: string) => model.requests.filter((r) => r.body.messages?.at(-1)?.content === prompt).length;

  function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        DATABASE_POOL_MAX: '2',
        REDIS_URL: SHARED_REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        if (out.includes('worker started')) resolve(child);
      });
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it started:\n${out}`)));
    });
  }

  function kill(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  const status = async (id: string, token: string) =>
    (
      await getJson<{ status: string; text: string; error: string | null }>(stack, `/api/generations/${id}`, {
        anonymousToken: token,
      })
    ).body;

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY, defaultScript: { chunks: answer, delayMs: 50 } });
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 0,
      prefix,
      env: { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: KEY },
    });
  });

  afterAll(async () => {
    await Promise.all(children.filter((c) => c.exitCode === null && c.signalCode === null).map(kill));
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  it('is completed by another worker', async () => {
    const prompt = `kill test ${randomUUID()}`;
    // The first worker's request streams for ever; the one that takes the job over gets the answer.
    model.script = (body) =>
      body.messages?.at(-1)?.content === prompt && seen(prompt) === 1 ? endless : { chunks: answer, delayMs: 50 };
    const first = await startWorker();
    const created = await createGeneration(stack, { prompt });
    const token = created.body.anonymousToken!;
    await waitFor(async () => (await status(created.body.id, token)).text.length > 0, 'the first worker to stream');
    const second = await startWorker();
    await kill(first);
    // The model request of the dead worker was cut off with it.
    await model.waitForAbort(model.requests.length - 1);
    const end = await waitFor(
      async () => {
        const s = await status(created.body.id, token);
        return s.status === 'completed' ? s : undefined;
      },
      'another worker to complete the generation',
      60_000,
    );
    expect(end.text).toBe(answer.join(''));
    await kill(second);
  });

  it('fails with a message when every worker that takes it dies', async () => {
    const prompt = `kill twice ${randomUUID()}`;
    model.script = (body) => (body.messages?.at(-1)?.content === prompt ? endless : { chunks: answer, delayMs: 50 });
    const first = await startWorker();
    const created = await createGeneration(stack, { prompt });
    const token = created.body.anonymousToken!;
    await waitFor(async () => (await status(created.body.id, token)).text.length > 0, 'the first worker to stream');
    const second = await startWorker();
    await kill(first);
    // The second worker takes the stalled job over; then it dies too.
    const requestsBefore = model.requests.length;
    await waitFor(async () => model.requests.length > requestsBefore, 'the second worker to take the job', 60_000);
    await kill(second);
    await startWorker();
    const end = await waitFor(
      async () => {
        const s = await status(created.body.id, token);
        return s.status !== 'running' && s.status !== 'queued' ? s : undefined;
      },
      'the generation to end',
      60_000,
    );
    expect(end).toMatchObject({ status: 'failed', error: Messages.generation.workerLost });
  }, 150_000);
});
