import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes everything under `dir` private to this user: folders 0700, files 0600 (the embedded
 * database, Redis's files, the secrets). Files written from now on follow the launcher's umask
 * (0077, set before anything is written); this mends a folder made by an earlier version.
 */
export function makePrivate(dir) {
  const walk = (path) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      chmodSync(path, 0o700);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else if (stat.isFile()) {
      chmodSync(path, stat.mode & 0o100 ? 0o700 : 0o600);
    }
  };
  walk(dir);
}
