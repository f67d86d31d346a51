import { join, resolve } from 'node:path';

/**
 * Threads when the sources run as TypeScript (Jest runs them through swc, so the thread host is
 * a `.ts` file a thread cannot load by itself). The thread compiles each `.ts` file it requires
 * with swc, as the tests do, and finds `@infragen/<lib>[/<part>]` in `libs/<lib>/src[/<part>]`, as
 * Jest's module mapper and the tsconfig paths do. Built processes never use this: their host is
 * JavaScript and the libraries resolve through their packages.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const Module = require('node:module');
const { transformSync } = Module.createRequire(workerData.typescript.root + '/')('@swc/core');
const options = {
  swcrc: false,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
require.extensions['.ts'] = (module, filename) =>
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
// A request without an extension finds the .ts file before a .json of the same name, as Jest and
// tsc do (a rule folder holds rule.ts beside rule.json): Node tries extensions in the order they
// were registered, so .json and .node go after .ts.
for (const ext of ['.json', '.node']) {
  const load = require.extensions[ext];
  delete require.extensions[ext];
  require.extensions[ext] = load;
}
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@infragen\\/([a-z-]+)(?:\\/([a-z][a-z/-]*))?$/.exec(request);
  if (lib) return join(workerData.typescript.root, 'libs', lib[1], 'src', lib[2] ?? '', 'index.ts');
  return resolveFilename.call(this, request, ...rest);
};
require(workerData.typescript.host);
`;

export interface ThreadStart {
  /** A file to run, or code (`eval`). */
  script: string;
  eval: boolean;
  /** Extra workerData the bootstrap needs. */
  data: Record<string, unknown>;
}

/** How to start a thread running `host` (this folder's thread-host, as .js when built, else .ts). */
export function threadStart(host: string): ThreadStart {
  if (!host.endsWith('.ts')) return { script: host, eval: false, data: {} };
  // libs/runtime/src/thread-pool -> the repository's root.
  const root = resolve(__dirname, '..', '..', '..', '..');
  return { script: BOOTSTRAP, eval: true, data: { typescript: { root, host: join(__dirname, 'thread-host.ts') } } };
}
