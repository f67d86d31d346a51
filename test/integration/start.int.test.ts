import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { freePort, waitFor } from '../support/free-port';

const root = join(__dirname, '../..');
jest.setTimeout(240_000);

interface Launch {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** `npm start`'s script with nothing in the environment but what the test names. */
function launch(env: Record<string, string>): Launch {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
}

async function stop(run: Launch): Promise<number | null> {
  if (run.child.exitCode === null) run.child.kill('SIGTERM');
  return run.exit;
}

describe('npm start', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'infragen-start-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('boots with no configuration, serves health and the web app, keeps data across restarts', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const first = launch({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(async () => first.output().includes(`running at http://localhost:${port}`), 'the URL line', 180_000).catch((error) => {
      throw new Error(`${String(error)}\n${first.output()}`);
    });
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);
    const page = await fetch(`http://127.0.0.1:${port}/some/page`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

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
    const read = await fetch(`http://127.0.0.1:${port}/api/generations/${created.id}`, {
      headers: { 'x-anonymous-session': created.anonymousToken },
    });
    expect(read.status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('starts its own redis-server under DATA_DIR when nothing answers at REDIS_URL', async () => {
    const [port, redisPort] = [await freePort(), await freePort()];
    const dataDir = tempDir();
    const run = launch({ PORT: String(port), DATA_DIR: dataDir, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
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
    const run = launch({ PORT: String(await freePort()), DATA_DIR: tempDir(), REDIS_URL: `redis://127.0.0.1:${await freePort()}`, PATH: join(bin, 'bin') });
    expect(await run.exit).toBe(1);
    expect(run.output()).toContain('apt-get install redis-server');
    expect(run.output()).toContain('REDIS_URL');
    expect(run.output()).toContain('docker compose up');
  });
});
