import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { ScriptedSource } from '../support/scripted-source';
import { waitFor } from '../support/free-port';

describe('worker shutdown', () => {
  let db: TestDatabase;
  let stack: Stack;
  const chunks = Array.from({ length: 20 }, (_, i) => `chunk ${i}\n`);

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      source: new ScriptedSource({ chunks, delayMs: 40 }),
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('lets an active job finish before the worker closes', async () => {
    const created = (await (
      await fetch(`${stack.baseUrl}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'a queue', platform: 'aws' }),
      })
    ).json()) as { id: string; anonymousToken: string };
    const read = async () =>
      (await (
        await fetch(`${stack.baseUrl}/api/generations/${created.id}`, {
          headers: { 'x-anonymous-session': created.anonymousToken },
        })
      ).json()) as {
        status: string;
        text: string;
      };
    await waitFor(async () => (await read()).status === 'running', 'the job to start');

    // What SIGTERM does in apps/worker/src/main.ts.
    await stack.workers[0]!.close();
    stack.workers.length = 0;

    const after = await read();
    expect(after.status).toBe('completed');
    expect(after.text).toBe(chunks.join(''));
  });
});
