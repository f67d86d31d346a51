import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import {
  AdminPanelCopy,
  loadEnv,
  Messages,
  type SystemAlertView,
  type SystemAlertsOverview,
} from '@infragen/contracts';
import { runMigrations } from '@infragen/database';
import { createWorker } from '../../apps/worker/src/worker.factory';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { SHARED_REDIS_URL, startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { freePort, waitFor } from '../support/free-port';
import { OwnRedis } from '../support/own-redis';
import { startPgliteProcess, type PgliteProcess } from '../support/pglite-process';
import { createGeneration } from '../support/generation-client';
import { call, signUpUser } from './auth-helpers';
import { adminToken, listen, OPERATOR } from './operator-helpers';

/**
 * Alerts the system raises by itself, checked against real services that really fail: repeated
 * sign-in failures against one account, Redis and PostgreSQL outages (servers of the test's own,
 * stopped and started again), a worker process killed in the middle of a job, and no worker left.
 * Repeated occurrences of one kind count on one open alert.
 */
const ACCOUNTS = { ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password };
/** The monitor checks often here, so outages are seen in a few tenths of a second. */
const FAST_MONITOR = { MONITOR_INTERVAL_MS: '200' };

async function alerts(stack: Stack, token: string): Promise<SystemAlertView[]> {
  const overview = (await call(stack.baseUrl, 'GET', '/api/admin/alerts', { token })).body as SystemAlertsOverview;
  return overview.unresolved;
}

function waitForAlert(stack: Stack, token: string, title: string, timeoutMs = 20_000): Promise<SystemAlertView> {
  return waitFor(
    async () => (await alerts(stack, token)).find((a) => a.title === title),
    `the alert "${title}"`,
    timeoutMs,
  );
}

describe('alerts the system raises', () => {
  describe('on one stack', () => {
    let db: TestDatabase;
    let stack: Stack;
    let admin: string;
    let model: FakeOpenAiServer;
    const KEY = 'sk-system-alerts-test';

    beforeAll(async () => {
      db = await createTestDatabase();
      model = await startFakeOpenAi({ apiKey: KEY });
      // A prompt that asks for it is answered as a revoked key would be.
      model.script = (body) =>
        body.messages?.some((m) => m.content.includes('[deny]'))
          ? { status: 401, errorMessage: 'Incorrect API key provided' }
          : { chunks: ['```hcl\n', 'a = 1\n', '```\n'] };
      stack = await startStack({
        databaseUrl: db.url,
        workers: 1,
        env: { ...ACCOUNTS, ...FAST_MONITOR, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: KEY },
      });
      admin = await adminToken(stack.baseUrl);
    });

    afterAll(async () => {
      await stack?.close();
      await model?.close();
      await db?.drop();
    });

    it("pushes a model failure the worker raises to the admins' sockets with the whole alert", async () => {
      const watcher = await listen(stack.baseUrl, { token: admin });
      try {
        expect((await createGeneration(stack, { prompt: '[deny] a bucket', platform: 'aws' })).status).toBe(202);
        const heard = await waitFor(
          async () =>
            watcher.heard.find(
              (h) => h.event === 'alert:created' && h.payload.title === Messages.alerts.modelAuthentication,
            ),
          'the live model alert',
        );
        expect(heard.payload).toMatchObject({
          id: expect.any(String),
          severity: 'critical',
          is_resolved: false,
          occurrences: 1,
          created_at: expect.any(String),
        });
        expect(JSON.stringify(heard.payload)).not.toContain(KEY);
      } finally {
        watcher.socket.close();
      }
    });

    it('raises one alert for repeated sign-in failures against one account, live, counting further ones', async () => {
      const watcher = await listen(stack.baseUrl, { token: admin });
      try {
        const user = await signUpUser(stack.baseUrl);
        // From one address, then (once that address must wait) from another: failures on the
        // account are counted wherever they come from.
        const attempt = (ip = '10.76.0.1') =>
          call(stack.baseUrl, 'POST', '/api/auth/signin', {
            body: { email: user.user.email, password: 'wrong password!' },
            headers: { 'x-forwarded-for': ip },
          });
        for (let i = 0; i < 4; i += 1) await attempt();
        expect((await alerts(stack, admin)).filter((a) => a.title === AdminPanelCopy.raised.signInFailures)).toEqual(
          [],
        );
        await attempt();
        const alert = await waitForAlert(stack, admin, AdminPanelCopy.raised.signInFailures);
        expect(alert).toMatchObject({ severity: 'high', occurrences: 1 });
        expect(alert.message).toContain(user.user.email);
        await waitFor(
          async () => watcher.heard.find((h) => h.event === 'alert:created' && h.payload.id === alert.id),
          'the live alert',
        );
        expect((await attempt('10.76.0.2')).status).toBe(401);
        const again = await waitFor(async () => {
          const found = (await alerts(stack, admin)).find((a) => a.id === alert.id);
          return found && found.occurrences === 2 ? found : undefined;
        }, 'a second occurrence');
        expect(again.message).toContain('6 failed sign-ins');
        // Failures against an address with no account raise nothing.
        for (let i = 0; i < 6; i += 1)
          await call(stack.baseUrl, 'POST', '/api/auth/signin', {
            body: { email: 'nobody@example.com', password: 'x' },
          });
        expect(
          (await alerts(stack, admin)).filter((a) => a.title === AdminPanelCopy.raised.signInFailures),
        ).toHaveLength(1);
      } finally {
        watcher.socket.close();
      }
    });

    it('raises "no worker" when the last worker of the generation queue is gone', async () => {
      // Seen first, then gone.
      await new Promise((r) => setTimeout(r, 600));
      await stack.workers[0]!.close();
      stack.workers.length = 0;
      const alert = await waitForAlert(stack, admin, AdminPanelCopy.raised.noWorkers);
      expect(alert).toMatchObject({ severity: 'critical', occurrences: 1 });
    });
  });

  describe('outages', () => {
    it('raises "Redis unreachable" while Redis is away', async () => {
      const redis = await OwnRedis.start();
      const db = await createTestDatabase();
      const stack = await startStack({
        databaseUrl: db.url,
        redisUrl: redis.url,
        workers: 0,
        env: { ...ACCOUNTS, ...FAST_MONITOR },
      });
      try {
        const admin = await adminToken(stack.baseUrl);
        const watcher = await listen(stack.baseUrl, { token: admin });
        await redis.stop();
        const alert = await waitForAlert(stack, admin, AdminPanelCopy.raised.redisDown);
        expect(alert.severity).toBe('critical');
        // This api's own admin pages hear it although Redis is down.
        await waitFor(async () => watcher.heard.find((h) => h.payload.id === alert.id), 'the live alert');
        watcher.socket.close();
        await redis.resume();
      } finally {
        await stack.close();
        await db.drop();
        await redis.destroy();
      }
    });

    it('raises "PostgreSQL unreachable" with how long it was away, once it answers again', async () => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'infragen-alert-db-'));
      let embedded: PgliteProcess = await startPgliteProcess({ port, dataDir });
      await runMigrations({ url: embedded.url, poolMax: 1 });
      const stack = await startStack({
        databaseUrl: embedded.url,
        poolMax: 1,
        workers: 0,
        env: { ...ACCOUNTS, ...FAST_MONITOR },
      });
      try {
        const admin = await adminToken(stack.baseUrl);
        await embedded.stop();
        await new Promise((r) => setTimeout(r, 1500));
        embedded = await startPgliteProcess({ port, dataDir });
        const alert = await waitForAlert(stack, admin, AdminPanelCopy.raised.databaseDown, 30_000);
        expect(alert.severity).toBe('critical');
        expect(alert.message).toMatch(/from \S+ to \S+/);
      } finally {
        await stack.close();
        await embedded.stop().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('a worker process killed in the middle of a job', () => {
    const WORKER_MAIN = join(__dirname, '../../apps/worker/dist/main.js');
    const KEY = 'sk-stalled-alert-test';
    const prefix = `infragen-test-${randomBytes(4).toString('hex')}`;
    let db: TestDatabase;
    let model: FakeOpenAiServer;
    let stack: Stack;
    let child: ChildProcess | null = null;

    beforeAll(async () => {
      db = await createTestDatabase();
      const answer = ['```hcl\n', ...Array.from({ length: 200 }, (_, i) => `# line ${i}\n`), '```\n'];
      model = await startFakeOpenAi({ apiKey: KEY, defaultScript: { chunks: answer, delayMs: 50 } });
      stack = await startStack({
        databaseUrl: db.url,
        workers: 0,
        prefix,
        env: { ...ACCOUNTS, ...FAST_MONITOR, OPENAI_BASE_URL: model.url, OPENAI_API_KEY: KEY },
      });
    });

    // The worker that took the stalled job over is still streaming it: closing waits for it a while.
    afterAll(async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await stack?.close();
      await model?.close();
      await db?.drop();
    });

    it('raises "a worker stopped in the middle of a job" when another worker finds the job stalled', async () => {
      const admin = await adminToken(stack.baseUrl);
      child = spawn(process.execPath, [WORKER_MAIN], {
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
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child!.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('worker started')) resolve();
        });
        child!.once('exit', (code) => reject(new Error(`worker exited (${code}):\n${out}`)));
      });
      const created = await createGeneration(stack, { prompt: `stall ${randomUUID()}`, platform: 'aws' });
      await waitFor(async () => model.requests.length > 0, 'the worker to call the model');
      await new Promise<void>((resolve) => {
        child!.once('exit', () => resolve());
        child!.kill('SIGKILL');
      });
      // Another worker (in this process) finds the job's lock expired and reports the stall.
      const env = loadEnv({
        NODE_ENV: 'test',
        REDIS_URL: SHARED_REDIS_URL,
        DATABASE_URL: db.url,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
        SHUTDOWN_TIMEOUT_MS: '5000',
      });
      stack.workers.push(
        await createWorker({ env, redisPrefix: prefix, databaseUrl: db.url }, pino({ level: 'silent' })),
      );
      const alert = await waitForAlert(stack, admin, AdminPanelCopy.raised.jobStalled, 45_000);
      expect(alert.severity).toBe('high');
      expect(alert.message).toContain(created.body.id);
    });
  });
});
