// The packages of this repository as the root package.json lists them (`workspaces`), so scripts
// that build them follow the list instead of naming packages: a package added or split apart is
// built without touching the scripts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A tsconfig.json: plain JSON, or (comments, trailing commas) read by TypeScript's own reader. */
function readTsconfig(root, file) {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch {
    const ts = createRequire(join(root, 'package.json'))('typescript');
    return ts.parseConfigFileTextToJson(file, text).config;
  }
}

/** `libs/*` -> every folder of libs/ holding a package.json; a plain path -> itself. */
function expand(root, pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  if (!existsSync(join(root, parent))) return [];
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}/${entry.name}`)
    .sort();
}

/**
 * Every workspace: its folder (relative to `root`), its package.json and how it is built.
 * - `script`: it has a `build` script of its own (the web app: Vite), run as it is;
 * - `transpile`: TypeScript under `src/` whose tsconfig emits to `dist/` (the api, the worker, the
 *   libraries), which `npm start` transpiles file by file;
 * - `none`: nothing to build.
 */
export function listWorkspaces(root) {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  const patterns = Array.isArray(workspaces) ? workspaces : (workspaces.packages ?? []);
  return patterns
    .flatMap((pattern) => expand(root, pattern))
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson(join(root, dir, 'package.json'));
      const tsconfigFile = join(root, dir, 'tsconfig.json');
      const tsconfig = existsSync(tsconfigFile) ? readTsconfig(root, tsconfigFile) : null;
      let build = 'none';
      if (pkg.scripts?.build) build = 'script';
      else if (tsconfig?.compilerOptions?.outDir && existsSync(join(root, dir, 'src'))) build = 'transpile';
      return { dir, name: pkg.name, pkg, tsconfig, build };
    });
}
