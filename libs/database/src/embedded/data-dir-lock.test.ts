import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'infragen-lock-'));

  it('writes our pid and removes the file on release', () => {
    const file = join(dir(), 'nested', 'db.lock');
    const release = acquireDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder held by a live process, naming it', () => {
    const file = join(dir(), 'db.lock');
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(file)).toThrow(`held by process ${process.ppid}`);
  });

  it('takes over the lock of a process that died', () => {
    const file = join(dir(), 'db.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(file, dead.stdout);
    const release = acquireDataDirLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
