#!/usr/bin/env node
// Performance budget of the web app (issue 6): the public landing and /app each load at most
// 200 KB of gzipped JavaScript before the code editor. "Load" is what the browser must fetch to
// show the page: the entry chunk of dist/index.html and every chunk it imports statically, plus
// the workspace chunk and its static imports, which /app renders on the first visit and the
// landing renders at once (its try-it view is the workspace's pieces).
// The editor (CodeMirror) and other chunks loaded on demand are not counted.
// It also fails when any chunk, first-load or not, holds a module only the server reads (the
// catalogues of texts only the server writes): found by the chunks' source maps, so a module that
// reaches the browser through any import is caught, whatever it weighs.
//
//   node scripts/check-bundle-size.mjs [distDir]   exits 1 above the budget or with a server-only
//                                                  module in a chunk; prints the figures
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 200 * 1024;

/**
 * Modules the browser never needs (paths from the repository's root): the texts of checked output's
 * diagnostics (`DiagnosticMessages`) and the built-in generator's (`GeneratorMessages`).
 */
export const SERVER_ONLY_MODULES = [
  'libs/contracts/src/messages/checks.ts',
  'libs/contracts/src/messages/security-checks.ts',
  'libs/contracts/src/messages/generator.ts',
];

/**
 * Each chunk of `distDir` whose source map lists a server-only module: [{ chunk, module }]. A chunk
 * without a map is the bundler's own runtime; a build without any map cannot be judged.
 */
export function serverOnlyModulesIn(distDir, serverOnly = SERVER_ONLY_MODULES) {
  const assets = join(distDir, 'assets');
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const mapped = chunks.filter((chunk) => existsSync(join(assets, `${chunk}.map`)));
  if (mapped.length === 0) throw new Error(`no source maps in ${assets}: cannot tell which modules the chunks hold`);
  const found = [];
  for (const chunk of mapped) {
    const { sources = [] } = JSON.parse(readFileSync(join(assets, `${chunk}.map`), 'utf8'));
    for (const source of sources) {
      const path = source.replace(/\\/g, '/');
      const module = serverOnly.find((m) => path === m || path.endsWith(`/${m}`));
      if (module) found.push({ chunk, module });
    }
  }
  return found;
}

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

/** The chunk files a chunk imports (static, or dynamic), as names inside the assets folder. */
function importsOf(assets, file, pattern) {
  const code = readFileSync(join(assets, file), 'utf8');
  return [...code.matchAll(pattern)].map((m) => m[1].replace(/^\.\//, ''));
}

/** `files` and everything they import statically, transitively. */
function staticClosure(assets, files) {
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(assets, file, STATIC_IMPORT));
  }
  return seen;
}

const gzipped = (assets, files) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);

/** Gzipped bytes of the landing and of /app, with the chunks counted for each. */
export function measure(distDir) {
  const assets = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`no module script in ${join(distDir, 'index.html')}`);
  const entryClosure = staticClosure(assets, [entry]);
  const workspaceChunks = [...entryClosure]
    .flatMap((f) => importsOf(assets, f, DYNAMIC_IMPORT))
    .filter((f) => /^workspace-page-/.test(f));
  if (workspaceChunks.length === 0)
    throw new Error(
      'the workspace chunk (workspace-page-*.js) is not imported by the entry: did the /app route change?',
    );
  const app = staticClosure(assets, [...entryClosure, ...workspaceChunks]);
  // The landing's try-it view lives in the workspace chunk, so the landing loads what /app loads.
  const landing = app;
  return {
    landing: { bytes: gzipped(assets, landing), files: [...landing] },
    app: { bytes: gzipped(assets, app), files: [...app] },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No web build in ${dist}: run npm run build:web first.`);
    process.exit(1);
  }
  const result = measure(dist);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  let over = false;
  for (const [page, { bytes, files }] of Object.entries({ '/ (landing)': result.landing, '/app': result.app })) {
    const ok = bytes <= BUDGET_BYTES;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${page}: ${kb(bytes)} gzipped JavaScript before the editor (budget ${kb(BUDGET_BYTES)}; ${files.sort().join(', ')})`,
    );
  }
  const leaked = serverOnlyModulesIn(dist);
  for (const { chunk, module } of leaked)
    console.log(`SERVER-ONLY ${module} is in the browser's chunk ${chunk}: import it from the server only`);
  process.exit(over || leaked.length > 0 ? 1 : 0);
}
