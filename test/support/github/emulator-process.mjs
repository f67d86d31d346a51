// The GitHub emulator (github-emulator.ts) in a process of its own, for the browser tests:
// scripts/test.mjs starts it before `npm start` (whose GITHUB_* point at it) and runs Playwright,
// which drives the authorize page and reads the pushed files through its /_emulator/ controls.
//
// Node 20 does not run TypeScript by itself: run directly, this file registers itself as a module
// loader that compiles the emulator's .ts files with @swc/core as they are imported.
//
//   node test/support/github/emulator-process.mjs '{"callbackUrl": "http://127.0.0.1:3000/auth/github/callback"}'
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const here = fileURLToPath(import.meta.url);

/** The OAuth App the browser tests' product is configured with. */
const E2E_OAUTH_APP = { clientId: 'Iv1.e2e-client-id', clientSecret: 'e2e-client-secret-of-the-oauth-app' };
/** The GitHub account the authorize page signs in as, and its organisation. */
const E2E_GITHUB_LOGIN = 'e2e-octocat';
const E2E_GITHUB_ORG = 'e2e-engines';

/**
 * Starts the emulator process; resolves once it listens, with its web and API addresses, the
 * environment that points the product at it, and close.
 */
export function startGithubEmulatorProcess({ callbackUrl }) {
  const child = spawn(process.execPath, [here, JSON.stringify({ callbackUrl })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`the GitHub emulator exited (${code})`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const url = /GitHub emulator at (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      child.removeAllListeners('exit');
      resolve({
        url,
        env: {
          GITHUB_CLIENT_ID: E2E_OAUTH_APP.clientId,
          GITHUB_CLIENT_SECRET: E2E_OAUTH_APP.clientSecret,
          GITHUB_URL: url,
          GITHUB_API_URL: `${url}/api/v3`,
        },
        close: () =>
          new Promise((r) => (child.exitCode === null ? (child.once('exit', r), child.kill('SIGTERM')) : r())),
      });
    });
  });
}

// Module loader hooks (used in this process when run directly): `.ts` files are compiled by swc,
// and a relative import without an extension finds its `.ts` file, as TypeScript resolves it.
let swc;
/** @public Node's module loader calls it (module.register). */
export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && context.parentURL?.endsWith('.ts') && !/\.\w+$/.test(specifier))
    return nextResolve(`${specifier}.ts`, context);
  return nextResolve(specifier, context);
}
/** @public Node's module loader calls it (module.register). */
export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  swc ??= createRequire(here)('@swc/core');
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { code } = await swc.transform(source, {
    filename: fileURLToPath(url),
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}

if (isMainThread && process.argv[1] === here) {
  register(pathToFileURL(here));
  const { callbackUrl } = JSON.parse(process.argv[2] ?? '{}');
  const { GithubEmulator } = await import('./github-emulator.ts');
  const github = await GithubEmulator.start({
    descriptionFile: join(dirname(here), 'github-openapi.json'),
    ...E2E_OAUTH_APP,
    callbackUrl: callbackUrl ?? null,
    browserLogin: E2E_GITHUB_LOGIN,
  });
  github.addUser(E2E_GITHUB_LOGIN, 'E2E Octocat');
  github.addOrg(E2E_GITHUB_ORG, [E2E_GITHUB_LOGIN]);
  process.on('SIGTERM', () => void github.close().then(() => process.exit(0)));
  console.log(`GitHub emulator at ${github.url}`);
}
