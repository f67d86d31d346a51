import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runMigrations } from '@infragen/database';
import { startPgliteProcess, type PgliteProcess } from '../support/pglite-process';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { OwnRedis } from '../support/own-redis';
import { ScriptedSource } from '../support/scripted-source';
import { freePort, waitFor } from '../support/free-port';

const ADMIN = { email: 'health-admin@example.com', password: 'health admin passphrase' };

async function adminToken(stack: Stack): Promise<string> {
  const login = await fetch(`${stack.baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await login.json()) as { session: { access_token: string } }).session.access_token;
}

async function health(stack: Stack, token?: string) {
  const response = await fetch(`${stack.baseUrl}/api/health`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      status: string;
      down: string[];
      checks: Record<string, { status: string; error?: string }>;
    },
  };
}

describe('health and faults: Redis going away and coming back', () => {
  let db: TestDatabase;
  let redis: OwnRedis;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    redis = await OwnRedis.start();
    stack = await startStack({
      databaseUrl: db.url,
      redisUrl: redis.url,
      workers: 1,
      source: new ScriptedSource({ chunks: ['ok'] }),
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await redis?.destroy();
    await db?.drop();
  });

  it('answers 200 when database and Redis are up', async () => {
    const result = await health(stack);
    expect(result).toMatchObject({ status: 200, body: { status: 'ok', down: [] } });
  });

  it('goes 503 naming Redis when it stops, requests answer 503, and recovers when it returns', async () => {
    const admin = await adminToken(stack);
    await redis.stop();
    const down = await waitFor(async () => {
      const r = await health(stack);
      return r.status === 503 ? r : undefined;
    }, 'health 503');
    expect(down.body).toMatchObject({ status: 'error', down: ['redis'] });
    // The error of a check names internal addresses: an administrator reads it, nobody else.
    expect(down.body.checks.redis).toEqual({ status: 'down' });
    expect((await health(stack, admin)).body.checks.redis).toEqual({ status: 'down', error: expect.any(String) });

    const create = await fetch(`${stack.baseUrl}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a bucket', platform: 'aws' }),
    });
    expect(create.status).toBe(503);
    expect((await create.json()) as { message: string }).toMatchObject({ message: expect.stringContaining('redis') });

    await redis.resume();
    await waitFor(async () => (await health(stack)).status === 200, 'health back to 200', 20_000);
    const again = await fetch(`${stack.baseUrl}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a bucket', platform: 'aws' }),
    });
    expect(again.status).toBe(202);
    // The worker reconnected by itself and runs the new job.
    const { id, anonymousToken } = (await again.json()) as { id: string; anonymousToken: string };
    await waitFor(
      async () => {
        const read = await fetch(`${stack.baseUrl}/api/generations/${id}`, {
          headers: { 'x-anonymous-session': anonymousToken },
        });
        return ((await read.json()) as { status: string }).status === 'completed';
      },
      'the job after Redis returned',
      30_000,
    );
  });
});

describe('health and faults: Postgres going away and coming back', () => {
  let embedded: PgliteProcess;
  let port: number;
  let stack: Stack;
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-health-db-'));

  beforeAll(async () => {
    port = await freePort();
    // A Postgres of this test's own (PGlite over the wire protocol), so stopping it harms no one.
    embedded = await startPgliteProcess({ port, dataDir });
    await runMigrations({ url: embedded.url, poolMax: 1 });
    stack = await startStack({
      databaseUrl: embedded.url,
      poolMax: 1,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await embedded?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes 503 naming the database, answers 503 to requests, and recovers', async () => {
    expect((await health(stack)).status).toBe(200);
    const admin = await adminToken(stack);
    await embedded.stop();
    const down = await waitFor(async () => {
      const r = await health(stack);
      return r.status === 503 ? r : undefined;
    }, 'health 503');
    expect(down.body.down).toEqual(['database']);
    // The error names internal addresses: an administrator reads it, nobody else.
    expect(down.body.checks.database).toEqual({ status: 'down' });
    // An administrator's session cannot be checked while the database is away: 503, never a 401.
    expect((await health(stack, admin)).status).toBe(503);
    const read = await fetch(`${stack.baseUrl}/api/generations/9b2f7c1e-2a7d-4a53-8a59-111111111111`);
    expect(read.status).toBe(503);

    embedded = await startPgliteProcess({ port, dataDir });
    await waitFor(async () => (await health(stack)).status === 200, 'health back to 200', 20_000);
  });
});
