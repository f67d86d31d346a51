import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, waitFor } from '../support/free-port';
import { alive, children, started, startedProducts, stop } from './start-helpers';

jest.setTimeout(240_000);

/**
 * One product through a started life: its data kept private, a crashed worker restarted, the
 * launcher killed taking its children with it, and the next start on the same folder. One
 * product for the three (each start costs seconds), in the order a life would meet them.
 */
describe('npm start, once running', () => {
  const products = startedProducts();
  afterEach(() => products.stopAll());
  afterAll(() => products.removeDirs());

  it('keeps its data private, restarts a crashed worker, and takes its children with it when killed', async () => {
    const port = await freePort();
    const dataDir = products.tempDir();
    const first = products.launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(first, 'the first start');

    // Private data: folders 0700, files 0600, the embedded database on a private socket.
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

    // A worker that crashed is restarted, and the api stays up. The banner shows only once the
    // worker said it is ready: killed before that, it would count as a failed start instead.
    const crashed = children(dataDir).worker!.pid;
    process.kill(crashed, 'SIGKILL');
    await waitFor(
      async () => first.output().includes('worker exited unexpectedly'),
      'the restart notice',
      20_000,
    ).catch((error) => {
      throw new Error(`${String(error)}\n${first.output()}`);
    });
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

    // Killed outright, the launcher takes its children with it; the next start clears what is
    // left and runs.
    const pids = Object.values(children(dataDir)).map((c) => c.pid);
    expect(pids.length).toBeGreaterThanOrEqual(2);
    first.child.kill('SIGKILL');
    await waitFor(async () => pids.every((pid) => !alive(pid)), 'the api and worker to stop', 20_000);

    const second = products.launch({ PORT: String(port), DATA_DIR: dataDir });
    await started(second, 'the start after the kill');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(await stop(second)).toBe(0);
  });
});
