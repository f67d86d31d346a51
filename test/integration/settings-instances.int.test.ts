import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino from 'pino';
import { loadEnv, type SiteStatus } from '@infragen/contracts';
import { closeRedis, createRedis } from '@infragen/runtime';
import { createApiApp } from '../../apps/api/src/app.factory';
import { SettingsService } from '../../apps/api/src/settings';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { SHARED_REDIS_URL } from '../support/stack';

/** Below the settings' reuse time (2 s): an instance that kept its copy would still answer the old value. */
const AT_ONCE_MS = 1_000;

/**
 * Two api instances of one deployment (one Redis and key prefix, one database): the operator's
 * change stored through one is in force on the other at once, not when the other's reused copy of
 * the settings runs out.
 */
describe('settings changed through one api instance', () => {
  let db: TestDatabase;
  const apis: { app: NestFastifyApplication; baseUrl: string }[] = [];
  const prefix = `infragen-test-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      REDIS_URL: SHARED_REDIS_URL,
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: '2',
      JWT_SECRET: randomBytes(36).toString('base64url'),
    });
    for (let i = 0; i < 2; i += 1) {
      const app = await createApiApp(
        { env, redisPrefix: prefix, databaseUrl: db.url, webDistDir: null },
        pino({ level: 'silent' }),
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.getHttpServer().address() as { port: number };
      apis.push({ app, baseUrl: `http://127.0.0.1:${port}` });
    }
  });

  afterAll(async () => {
    await Promise.all(apis.map(({ app }) => app.close()));
    await db?.drop();
  });

  async function status(baseUrl: string): Promise<SiteStatus> {
    const answer = await fetch(`${baseUrl}/api/status`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as SiteStatus;
  }

  /** How long after `since` the instance at `baseUrl` first says maintenance is `on` (null: not within AT_ONCE_MS). */
  async function sayWithin(baseUrl: string, on: boolean, since: number): Promise<number | null> {
    while (performance.now() - since < AT_ONCE_MS) {
      if ((await status(baseUrl)).maintenanceMode === on) return performance.now() - since;
      await new Promise((r) => setTimeout(r, 20));
    }
    return null;
  }

  it('is answered by the other instance at once, for a setting and for Reset to Defaults', async () => {
    const [one, two] = apis;
    const settings = one!.app.get(SettingsService);
    // The other instance reads (and keeps) the settings just before each change.
    expect((await status(two!.baseUrl)).maintenanceMode).toBe(false);
    let since = performance.now();
    await settings.set('maintenance_mode', true, null);
    expect(await sayWithin(two!.baseUrl, true, since)).not.toBeNull();

    expect((await status(two!.baseUrl)).maintenanceMode).toBe(true);
    since = performance.now();
    await settings.reset(null);
    expect(await sayWithin(two!.baseUrl, false, since)).not.toBeNull();
  });

  it("is announced on a channel named with the deployment's key prefix", async () => {
    const listener = createRedis(SHARED_REDIS_URL, 'blocking', 'settings-instances-test');
    try {
      const heard: string[] = [];
      listener.on('pmessage', (_pattern: string, channel: string) => heard.push(channel));
      await listener.psubscribe(`${prefix}:*`);
      await apis[0]!.app.get(SettingsService).set('registration_enabled', false, null);
      const deadline = performance.now() + AT_ONCE_MS;
      while (!heard.includes(`${prefix}:settings:changed`) && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(heard).toContain(`${prefix}:settings:changed`);
    } finally {
      await closeRedis(listener);
    }
  });
});
