// `npm start` only needs JavaScript: it transpiles each TypeScript file with swc (the options of
// the repository's .swcrc, which the tests run the same sources with) into the package's dist/,
// the same files at the same paths as `tsc -b` writes, so either one's output serves the other
// and neither fights the other: tsc -b (the test command's build and type-check) rebuilds
// whatever changed since its own last build, and a start transpiles only files whose output is
// missing or older than their source. Type-checking stays the test command's job.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** A tsconfig include/exclude pattern (`src/**\/*.test.ts`) as a regular expression. */
function globToRegExp(glob) {
  let pattern = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      i += 1;
      if (glob[i + 1] === '/') {
        i += 1;
        pattern += '(?:.*/)?';
      } else pattern += '.*';
    } else if (c === '*') pattern += '[^/]*';
    else if (c === '?') pattern += '[^/]';
    else pattern += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

function walk(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(path, found);
    } else found.push(path);
  }
  return found;
}

/**
 * The files tsc would emit for a package, with the output path of each: what its tsconfig
 * includes (default `src/**\/*.ts`) and does not exclude, declaration files left out.
 */
function sourcesOf(packageDir, tsconfig) {
  const options = tsconfig?.compilerOptions ?? {};
  const rootDir = join(packageDir, options.rootDir ?? 'src');
  const outDir = join(packageDir, options.outDir ?? 'dist');
  const include = (tsconfig?.include ?? ['src/**/*.ts']).map(globToRegExp);
  const exclude = (tsconfig?.exclude ?? []).map(globToRegExp);
  // A pattern naming a folder excludes what is inside it, as tsc reads it.
  const excluded = (rel) => {
    const parts = rel.split('/');
    return parts.some((_, i) => exclude.some((re) => re.test(parts.slice(0, i + 1).join('/'))));
  };
  // JSON files the tsconfig includes (a rule folder's rule.json, imported by its code) are copied
  // to the same place in dist/, as tsc does with resolveJsonModule.
  return walk(rootDir)
    .map((file) => ({ file, rel: relative(packageDir, file).split('\\').join('/') }))
    .filter(({ file }) => (/\.[cm]?ts$/.test(file) && !/\.d\.[cm]?ts$/.test(file)) || file.endsWith('.json'))
    .filter(({ rel }) => include.some((re) => re.test(rel)) && !excluded(rel))
    .map(({ file }) => ({
      source: file,
      output: join(outDir, relative(rootDir, file)).replace(/\.([cm]?)ts$/, '.$1js'),
      copy: file.endsWith('.json'),
    }));
}

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return -1;
  }
};

/** The swc options of `.swcrc`, for files run by Node as they are: dynamic import() stays one. */
function swcOptions(root) {
  const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  // The CommonJS output keeps `import()` of ES-module-only packages (PGlite, Octokit) as it is,
  // as tsc does; Jest, which cannot run a real import(), keeps swc's default.
  return { ...swcrc, swcrc: false, module: { ...swcrc.module, ignoreDynamic: true }, sourceMaps: 'inline' };
}

/**
 * Transpiles the files of the given packages whose output is missing or older than the source.
 * Returns how many were transpiled and how many were already current.
 */
export async function transpilePackages(root, packages, { concurrency = 32 } = {}) {
  const swc = createRequire(join(root, 'package.json'))('@swc/core');
  const options = swcOptions(root);
  const stale = [];
  let current = 0;
  for (const { dir, tsconfig } of packages) {
    for (const unit of sourcesOf(resolve(root, dir), tsconfig)) {
      if (mtime(unit.output) >= mtime(unit.source)) current += 1;
      else stale.push(unit);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < stale.length) {
      const { source, output, copy } = stale[next++];
      const code = copy
        ? readFileSync(source)
        : (await swc.transformFile(source, { ...options, filename: source })).code;
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, code);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { transpiled: stale.length, current };
}
