import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from 'pg';
import { freePort, waitFor } from '../support/free-port';

const root = join(__dirname, '../..');
jest.setTimeout(240_000);

interface Launch {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** `npm start`'s script with nothing in the environment but what the test names. */
/** Every product a test started, so none outlives a test that failed before stopping it. */
const launched: Launch[] = [];

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
  const run = { child, output: () => out, exit };
  launched.push(run);
  return run;
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
  afterEach(async () => {
    await Promise.all(launched.splice(0).map(stop));
  });
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

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

  /** The pids `npm start` recorded for its children (DATA_DIR/run/launcher.json). */
  const children = (dataDir: string): Record<string, { pid: number }> =>
    (
      JSON.parse(readFileSync(join(dataDir, 'run', 'launcher.json'), 'utf8')) as {
        children: Record<string, { pid: number }>;
      }
    ).children;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const started = (run: Launch, what: string) =>
    waitFor(async () => run.output().includes('running at'), what, 180_000).catch((error) => {
      throw new Error(`${String(error)}\n${run.output()}`);
    });

  it('takes its children with it when it is killed, and the next start clears what is left and runs', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const first = launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(first, 'the first start');
    const pids = Object.values(children(dataDir)).map((c) => c.pid);
    expect(pids.length).toBeGreaterThanOrEqual(2);
    first.child.kill('SIGKILL');
    await waitFor(async () => pids.every((pid) => !alive(pid)), 'the api and worker to stop', 20_000);

    const second = launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(second, 'the start after the kill');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  });

  it('restarts a worker that crashed, and the api stays up', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const run = launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(run, 'the start');
    const crashed = children(dataDir).worker!.pid;
    process.kill(crashed, 'SIGKILL');
    await waitFor(async () => run.output().includes('worker exited unexpectedly'), 'the restart notice', 20_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    const restarted = await waitFor(
      async () => {
        const pid = children(dataDir).worker?.pid;
        return pid && pid !== crashed && alive(pid) ? pid : undefined;
      },
      'a new worker',
      20_000,
    );
    expect(alive(restarted)).toBe(true);
    expect(await stop(run)).toBe(0);
  });

  it('keeps its data private: folders 0700, files 0600, the embedded database on a private socket', async () => {
    const port = await freePort();
    const dataDir = tempDir();
    const run = launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(run, 'the start');
    const open: string[] = [];
    const walk = (path: string) => {
      const stat = lstatSync(path);
      if (stat.isSocket()) return;
      if (stat.mode & 0o077) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) readdirSync(path).forEach((name) => walk(join(path, name)));
    };
    walk(dataDir);
    expect(open).toEqual([]);
    expect(existsSync(join(dataDir, 'run', '.s.PGSQL.5432'))).toBe(true);
    // What the api stores lands in that database, not in a PostgreSQL answering on localhost.
    const created = (await (
      await fetch(`http://127.0.0.1:${port}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: 'a private bucket', platform: 'aws' }),
      })
    ).json()) as { id: string };
    const embedded = new Client({ host: join(dataDir, 'run'), port: 5432, user: 'postgres', database: 'postgres' });
    await embedded.connect();
    try {
      const found = await embedded.query('select count(*)::int as n from generations where id = $1', [created.id]);
      expect(found.rows[0].n).toBe(1);
    } finally {
      await embedded.end();
    }
    expect(await stop(run)).toBe(0);
  });

  it('gives each data folder its own Redis key prefix, so two copies on one Redis keep their own jobs', async () => {
    const ports = [await freePort(), await freePort()];
    const dirs = [tempDir(), tempDir()];
    const runs = dirs.map((dir, i) => launch({ PORT: String(ports[i]), DATA_DIR: dir }));
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
