import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * Runs `body` as an ES module beside `npm start`'s supervisor (scripts/lib/supervisor.mjs, plain
 * .mjs that Jest's CommonJS runtime cannot load) and returns what it printed as JSON.
 */
function run<T>(body: string): T {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout) as T;
}

describe("npm start's supervisor", () => {
  let dir: string;
  /** A child that says `ready` only when the test tells it to (`go`), and runs until killed. */
  let child: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'infragen-supervisor-'));
    child = join(dir, 'child.mjs');
    writeFileSync(
      child,
      `process.on('message', (m) => m === 'go' && process.send('ready'));
       process.on('disconnect', () => process.exit(0));
       setInterval(() => undefined, 1000);`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The start of every scenario: a supervisor over one `worker` child, and ways to wait on it. */
  const setup = (script: string) => `
    import { Supervisor } from './scripts/lib/supervisor.mjs';
    const said = [];
    const fatal = [];
    const children = [];
    const supervisor = new Supervisor({
      root: ${JSON.stringify(root)},
      env: process.env,
      say: (line) => said.push(line),
      onFatal: (code) => fatal.push(code),
      attach: (name, child) => {
        children.push(child);
        child.stdout.resume();
        child.stderr.resume();
      },
    });
    const until = async (test) => {
      for (let i = 0; i < 1000 && !test(); i += 1) await new Promise((r) => setTimeout(r, 20));
      if (!test()) throw new Error('timed out; said: ' + said.join(' | '));
    };
    const exited = (child) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
    supervisor.start('worker', ${JSON.stringify(script)});
    const first = children[0];
  `;

  it('is ready once the running child said so, and restarts a crash after that', () => {
    const out = run<Record<string, unknown>>(`${setup(child)}
      const before = supervisor.ready('worker');
      first.send('go');
      await until(() => supervisor.ready('worker'));
      const readyPid = supervisor.pid('worker');
      first.kill('SIGKILL');
      await exited(first);
      const afterCrash = supervisor.ready('worker');
      await until(() => children.length === 2);
      const restartedReady = supervisor.ready('worker');
      children[1].send('go');
      await until(() => supervisor.ready('worker'));
      await supervisor.stop(5_000);
      console.log(JSON.stringify({
        before, readyPid: readyPid === first.pid, afterCrash, restartedReady,
        newPid: children[1].pid !== first.pid, said, fatal, unknown: supervisor.ready('worker', 'api'),
      }));
    `);
    expect(out).toEqual({
      before: false,
      readyPid: true,
      afterCrash: false,
      restartedReady: false,
      newPid: true,
      said: ['worker exited unexpectedly (SIGKILL); restarting it in 1 s.'],
      fatal: [],
      unknown: false,
    });
  });

  it('is never ready when the child dies before it said so, which stops everything instead', () => {
    const out = run<Record<string, unknown>>(`${setup(child)}
      await new Promise((r) => setTimeout(r, 200));
      first.kill('SIGKILL');
      await exited(first);
      await until(() => fatal.length > 0);
      console.log(JSON.stringify({ ready: supervisor.ready('worker'), said, fatal, restarted: children.length }));
    `);
    expect(out).toEqual({
      ready: false,
      said: ['worker could not start (SIGKILL); stopping everything.'],
      fatal: [1],
      restarted: 1,
    });
  });
});
