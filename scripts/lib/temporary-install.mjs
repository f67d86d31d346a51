// Tools that only a maintenance script or a benchmark reads (GitHub's 385 MB API description,
// Lighthouse with its browser driver and telemetry) are not dependencies of the project, so
// `npm install` stays what the product runs with (decision 034). The script that needs one
// installs it here, into a temporary folder of its own, and removes it when done.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Installs `dependencies` (name -> exact version), with npm `overrides` when given, into a new
 * temporary folder. Returns the folder, `resolve(specifier)` (a path inside it), `importModule`
 * (an ES module or CommonJS package from it) and `remove()`.
 */
export function installTemporarily(dependencies, { overrides, say = console.log } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'infragen-tool-'));
  const manifest = { name: 'infragen-temporary-tools', private: true, dependencies, overrides };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  const names = Object.entries(dependencies).map(([name, version]) => `${name}@${version}`);
  say(`installing ${names.join(', ')} into ${dir} (removed afterwards)...`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    stdio: 'inherit',
  });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) {
    remove();
    throw new Error(`npm install of ${names.join(', ')} failed (exit ${result.status ?? result.signal})`);
  }
  const require = createRequire(join(dir, 'package.json'));
  return {
    dir,
    resolve: (specifier) => require.resolve(specifier),
    importModule: (specifier) => import(pathToFileURL(require.resolve(specifier)).href),
    remove,
  };
}
