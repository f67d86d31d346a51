import { spawn } from 'node:child_process';

/** Restart delays grow from 1 s to 30 s, and start over once a run lasts a minute. */
const BACKOFF = { firstMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/**
 * Runs the api and the worker as children of the launcher and keeps them running:
 * - each has an IPC channel to the launcher; when the launcher dies (even by SIGKILL) the channel
 *   closes and the child stops itself, so nothing is left holding the port;
 * - a child that crashes after it had started (it says `ready` over the channel once it serves or
 *   takes jobs) is restarted with a growing delay, so a crashing worker no longer takes the api
 *   down with it; one that fails before it was ever ready (bad configuration, a refused start-up
 *   check) stops everything, since starting it again would fail the same way.
 * With `attach`, a child's stdout and stderr are pipes handed to `attach(name, child)` (npm start
 * sends them to log files); without it they are the launcher's own.
 */
export class Supervisor {
  constructor({ root, env, say, onChild, onFatal, attach }) {
    Object.assign(this, { root, env, say, onChild, onFatal, attach });
    this.children = new Map();
    this.stopping = false;
  }

  /** The pid of a child while it runs. */
  pid(name) {
    return this.children.get(name)?.child?.pid ?? null;
  }

  /**
   * Whether each named child runs and its current process has said `ready`. Before a child was
   * ever ready its death counts as a failed start (everything stops), not as a crash to restart:
   * npm start shows its banner only once this holds, so that what the banner says runs does.
   */
  ready(...names) {
    return names.every((name) => this.children.get(name)?.up === true);
  }

  start(name, script) {
    const entry = this.children.get(name) ?? {
      name,
      script,
      failures: 0,
      timer: null,
      child: null,
      ready: false,
      up: false,
    };
    this.children.set(name, entry);
    const startedAt = Date.now();
    const child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd: this.root,
      env: { ...this.env, INFRAGEN_SUPERVISED: '1' },
      stdio: ['ignore', this.attach ? 'pipe' : 'inherit', this.attach ? 'pipe' : 'inherit', 'ipc'],
    });
    entry.child = child;
    this.attach?.(name, child);
    this.onChild?.(name, child.pid, script);
    child.on('message', (message) => {
      if (message !== 'ready') return;
      entry.ready = true;
      entry.up = true;
    });
    child.on('exit', (code, signal) => {
      entry.child = null;
      entry.up = false;
      if (this.stopping) {
        this.maybeDone();
        return;
      }
      if (!entry.ready) {
        this.say(`${name} could not start (${signal ?? code}); stopping everything.`);
        this.onFatal?.(1);
        return;
      }
      const ran = Date.now() - startedAt;
      entry.failures = ran > BACKOFF.resetAfterMs ? 1 : entry.failures + 1;
      const delay = Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** (entry.failures - 1));
      this.say(`${name} exited unexpectedly (${signal ?? code}); restarting it in ${Math.round(delay / 1000)} s.`);
      entry.timer = setTimeout(() => this.start(name, script), delay);
    });
  }

  /** Stops every child (SIGTERM, then SIGKILL after `graceMs`); resolves once all have exited. */
  stop(graceMs) {
    this.stopping = true;
    return new Promise((resolve) => {
      this.done = resolve;
      for (const entry of this.children.values()) {
        clearTimeout(entry.timer);
        entry.child?.kill('SIGTERM');
      }
      setTimeout(() => {
        for (const entry of this.children.values()) entry.child?.kill('SIGKILL');
      }, graceMs).unref();
      this.maybeDone();
    });
  }

  maybeDone() {
    if ([...this.children.values()].every((entry) => entry.child === null)) this.done?.();
  }
}
