import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under `path`, leaving out installed packages and build output. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * True when apps/web/dist is newer than every source the web build reads. The build's last step
 * writes the prerendered pages' manifest, so an interrupted build counts as not current.
 */
export function webBuildIsCurrent(root) {
  const index = join(root, 'apps/web/dist/prerendered/pages.json');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  const sources = [
    join(root, 'apps/web/src'),
    join(root, 'apps/web/index.html'),
    join(root, 'apps/web/vite.config.ts'),
    join(root, 'apps/web/scripts'),
    join(root, 'libs/contracts/src'),
  ];
  return sources.every((source) => newestMtime(source) <= built);
}
