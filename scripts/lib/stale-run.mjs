import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The command line of a process (Linux), or '' when it cannot be read. */
const commandOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/**
 * What one run of `npm start` started, kept in DATA_DIR/run/launcher.json, so a later run can
 * clear what an earlier one left behind when it was killed without a chance to stop its children
 * (SIGKILL, a crash). The api and worker also stop by themselves when the launcher goes (their
 * IPC channel closes); a redis-server the launcher started cannot, so it is stopped here.
 */
export class RunRecord {
  constructor(runDir) {
    this.file = join(runDir, 'launcher.json');
    this.children = {};
  }

  /**
   * Stops the processes a dead launcher left (only those still running the command it started:
   * a pid may have been reused since), then forgets them.
   */
  async clearStale(say) {
    if (!existsSync(this.file)) return;
    let record;
    try {
      record = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      rmSync(this.file, { force: true });
      return;
    }
    if (record.pid !== process.pid && isAlive(record.pid)) {
      throw new Error(
        `Another npm start (process ${record.pid}) runs with this DATA_DIR. Stop it, or choose another DATA_DIR.`,
      );
    }
    const leftovers = Object.entries(record.children ?? {}).filter(
      ([, child]) => isAlive(child.pid) && commandOf(child.pid).includes(child.marker),
    );
    for (const [name, child] of leftovers) {
      say(`stopping the ${name} (process ${child.pid}) that an earlier run left behind`);
      process.kill(child.pid, 'SIGTERM');
    }
    for (let i = 0; i < 100 && leftovers.some(([, child]) => isAlive(child.pid)); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const [, child] of leftovers) if (isAlive(child.pid)) process.kill(child.pid, 'SIGKILL');
    rmSync(this.file, { force: true });
  }

  /** Notes a child (`marker`: a part of its command line that names it as ours). */
  note(name, pid, marker) {
    this.children[name] = { pid, marker };
    this.write();
  }

  forget(name) {
    delete this.children[name];
    this.write();
  }

  write() {
    writeFileSync(this.file, JSON.stringify({ pid: process.pid, children: this.children }));
  }

  remove() {
    rmSync(this.file, { force: true });
  }
}
