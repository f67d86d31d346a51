import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitFor } from '../support/free-port';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { started, startedProducts, stop } from './start-helpers';

jest.setTimeout(240_000);

// What a running product does when its processes crash or are killed, and its data's
// permissions: start-recovery.int.test.ts (a file of its own, so Jest runs it beside this one).
describe('npm start', () => {
  const products = startedProducts();
  const { launch, tempDir } = products;
  const databases: TestDatabase[] = [];
  afterEach(() => products.stopAll());
  afterAll(async () => {
    products.removeDirs();
    await Promise.all(databases.splice(0).map((db) => db.drop()));
  });
  /**
   * A database on the shared PostgreSQL, for the tests about something else than the embedded one
   * (Redis, key prefixes): each embedded start initialises and migrates PGlite, seconds of CPU
   * that the first test already spends on the no-configuration start it checks.
   */
  const postgresUrl = async () => {
    const db = await createTestDatabase('pg');
    databases.push(db);
    return db.url;
  };

  it('boots with no configuration, serves health and the web app, keeps data across restarts', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const first = launch({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(
      async () => first.output().includes(`running at http://localhost:${port}`),
      'the URL line',
      180_000,
    ).catch((error) => {
      throw new Error(`${String(error)}\n${first.output()}`);
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
    // A newcomer's first start (issue 25): a few lines, then the banner with the demo
    // administrator's sign-in; the processes' JSON logs are in their files, not in the terminal.
    await waitFor(async () => first.output().includes('Ctrl+C'), 'the whole banner', 10_000);
    const printed = first.output().split('\n');
    expect(printed.findIndex((line) => line.includes('running at'))).toBeLessThanOrEqual(30);
    const password = /admin@infragen\.local {2}password: (\S+)/.exec(first.output())?.[1];
    expect(password).toBeDefined();
    expect(printed.filter((line) => line.startsWith('{'))).toEqual([]);
    const apiLog = readFileSync(join(dataDir, 'logs', 'api.log'), 'utf8');
    expect(apiLog).toContain('"name":"api"');
    expect(apiLog).toContain('admin@infragen.local');
    expect(apiLog).not.toContain(password);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@infragen.local', password }),
    });
    expect(signIn.status).toBe(200);
    const page = await fetch(`http://127.0.0.1:${port}/pricing`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    // The build rendered the public pages: the page's own content is in the document.
    const pricing = await page.text();
    expect(pricing).toContain('<div id="root" data-prerendered>');
    expect(pricing).toMatch(/<h1[^>]*>Pricing<\/h1>/);
    // An address outside the route table is the not-found page, answered 404.
    const unknown = await fetch(`http://127.0.0.1:${port}/some/page`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toMatch(/<div id="root" data-prerendered>[\s\S]*Page not found/);

    const created = (await (
      await fetch(`http://127.0.0.1:${port}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'an encrypted S3 bucket', platform: 'aws' }),
      })
    ).json()) as { id: string; anonymousToken: string };
    expect(await stop(first)).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

    const second = launch({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(async () => second.output().includes('running at'), 'the second start', 120_000);
    expect(second.output()).toContain('database schema is up to date');
    // Built already: nothing is transpiled or built again, and the password is not shown again.
    expect(second.output()).toContain('the server is built');
    expect(second.output()).not.toContain('building @infragen/web');
    await waitFor(async () => second.output().includes('Ctrl+C'), 'the second banner', 10_000);
    expect(second.output()).toMatch(/admin@infragen\.local \(password shown at the first start/);
    expect(second.output()).not.toContain(password);
    const read = await fetch(`http://127.0.0.1:${port}/api/generations/${created.id}`, {
      headers: { 'x-anonymous-session': created.anonymousToken },
    });
    expect(read.status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('starts its own redis-server under DATA_DIR when nothing answers at REDIS_URL', async () => {
    const [port, redisPort] = [await freePort(), await freePort()];
    const dataDir = tempDir();
    const run = launch({
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATABASE_URL: await postgresUrl(),
    });
    await waitFor(async () => run.output().includes('running at'), 'start with its own Redis', 180_000);
    expect(run.output()).toContain(`starting redis-server with its data in ${join(dataDir, 'redis')}`);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await stop(run)).toBe(0);
  });

  it('stops with a message naming a wrong variable', async () => {
    const run = launch({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await run.exit).toBe(78);
    expect(run.output()).toMatch(/PORT="eighty"/);
  });

  it('says exactly how to get Redis when none answers and none is installed', async () => {
    // A PATH with node and npm but no redis-server.
    const bin = tempDir();
    mkdirSync(join(bin, 'bin'));
    symlinkSync(process.execPath, join(bin, 'bin', 'node'));
    const run = launch({
      PORT: String(await freePort()),
      DATA_DIR: tempDir(),
      REDIS_URL: `redis://127.0.0.1:${await freePort()}`,
      PATH: join(bin, 'bin'),
    });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('apt-get install redis-server');
    expect(run.output()).toContain('REDIS_URL');
    expect(run.output()).toContain('docker compose up');
  });

  it('gives each data folder its own Redis key prefix, so two copies on one Redis keep their own jobs', async () => {
    const ports = [await freePort(), await freePort()];
    const dirs = [tempDir(), tempDir()];
    const urls = [await postgresUrl(), await postgresUrl()];
    const runs = dirs.map((dir, i) => launch({ PORT: String(ports[i]), DATA_DIR: dir, DATABASE_URL: urls[i]! }));
    await Promise.all(runs.map((run, i) => started(run, `copy ${i + 1}`)));
    const prefixes = runs.map((run) => /Redis key prefix (\S+)/.exec(run.output())?.[1]);
    expect(prefixes[0]).toMatch(/^infragen-[0-9a-f]{8}$/);
    expect(prefixes[1]).toMatch(/^infragen-[0-9a-f]{8}$/);
    expect(prefixes[0]).not.toBe(prefixes[1]);
    // Each copy's generations are run by its own worker (a worker of the other copy would not
    // find their rows and they would stay queued).
    for (const port of ports) {
      const created: { id: string; anonymousToken: string }[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/generations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: 'an encrypted S3 bucket', platform: 'aws' }),
        });
        created.push((await answer.json()) as { id: string; anonymousToken: string });
      }
      for (const { id, anonymousToken } of created) {
        await waitFor(
          async () => {
            const read = await fetch(`http://127.0.0.1:${port}/api/generations/${id}`, {
              headers: { 'x-anonymous-session': anonymousToken },
            });
            return ((await read.json()) as { status: string }).status === 'completed';
          },
          `generation ${id} on port ${port}`,
          30_000,
        );
      }
    }
    for (const run of runs) expect(await stop(run)).toBe(0);
  });
});
