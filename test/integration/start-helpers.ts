import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { waitFor } from '../support/free-port';

const root = join(__dirname, '../..');

export interface Launch {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/**
 * `npm start`'s script, run the way the npm start tests need it: with nothing in the environment
 * but what the test names, every product remembered so that none outlives a test that failed
 * before stopping it (`stopAll` after each test), and its data folders removed at the end.
 */
export function startedProducts() {
  const launched: Launch[] = [];
  const dirs: string[] = [];

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

  return {
    launch,
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), 'infragen-start-'));
      dirs.push(dir);
      return dir;
    },
    stopAll: () => Promise.all(launched.splice(0).map(stop)),
    removeDirs: () => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })),
  };
}

export async function stop(run: Launch): Promise<number | null> {
  if (run.child.exitCode === null) run.child.kill('SIGTERM');
  return run.exit;
}

/** Resolves once the banner's URL line is printed; fails with everything the product printed. */
export const started = (run: Launch, what: string) =>
  waitFor(async () => run.output().includes('running at'), what, 180_000).catch((error) => {
    throw new Error(`${String(error)}\n${run.output()}`);
  });

/** The pids `npm start` recorded for its children (DATA_DIR/run/launcher.json). */
export const children = (dataDir: string): Record<string, { pid: number }> =>
  (
    JSON.parse(readFileSync(join(dataDir, 'run', 'launcher.json'), 'utf8')) as {
      children: Record<string, { pid: number }>;
    }
  ).children;

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
