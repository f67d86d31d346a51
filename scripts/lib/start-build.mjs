// What `npm start` builds before it runs: every package the root package.json lists, found there
// (a package added or split apart needs no change here). TypeScript packages are transpiled with
// swc, file by file, only where a source is newer than its output; a package with a build script
// of its own (the web app) is built only when its sources changed, its output going to a log
// file instead of the terminal.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { transpilePackages } from './transpile.mjs';
import { newestMtime, webBuildIsCurrent } from './web-build.mjs';
import { listWorkspaces } from './workspaces.mjs';

/** Transpiles the server packages; says how many files and how long in one line. */
export async function transpileServer(root, say) {
  const started = Date.now();
  const packages = listWorkspaces(root).filter((w) => w.build === 'transpile');
  const { transpiled } = await transpilePackages(root, packages);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(
    transpiled
      ? `transpiled ${transpiled} files of ${packages.length} packages with swc in ${seconds} s (type-checking is npm test's job)`
      : `the server is built (${packages.length} packages)`,
  );
}

/** A package with a build script of its own: current when its dist/ is newer than its package.json and src/. */
function scriptBuildIsCurrent(root, workspace) {
  if (workspace.dir === 'apps/web') return webBuildIsCurrent(root);
  const dist = join(root, workspace.dir, 'dist');
  if (!existsSync(dist)) return false;
  return statSync(dist).mtimeMs >= newestMtime(join(root, workspace.dir));
}

/**
 * Builds the packages with a build script of their own whose sources changed, one after another,
 * writing their output to `log` (a writable stream); `onChild` gets each build's process. Resolves
 * when done; rejects with the end of the output when a build fails.
 */
export async function buildScriptPackages(root, { say, log, logPath, verbose, onChild }) {
  for (const workspace of listWorkspaces(root).filter((w) => w.build === 'script')) {
    if (scriptBuildIsCurrent(root, workspace)) continue;
    const started = Date.now();
    const why = existsSync(join(root, workspace.dir, 'dist')) ? 'its sources changed' : 'not built yet';
    say(`building ${workspace.name} (${why}; its output goes to ${logPath})...`);
    const output = [];
    const code = await new Promise((resolveBuild) => {
      const child = spawn('npm', ['run', 'build', '-w', workspace.name, '--silent'], {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that a stop ends the whole build (npm, Vite and its workers).
        detached: true,
      });
      onChild?.(child);
      const keep = (chunk) => {
        log.write(chunk);
        output.push(chunk);
        if (verbose) process.stdout.write(chunk);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('exit', (exitCode, signal) => resolveBuild(exitCode ?? signal));
      // npm missing from PATH (or not executable) never exits: say so instead of an unhandled error.
      child.on('error', (error) => {
        keep(Buffer.from(`could not run npm to build ${workspace.name}: ${error.message}\n`));
        resolveBuild(error.code ?? 'error');
      });
    });
    if (code !== 0) {
      const tail = Buffer.concat(output).toString().trimEnd().split('\n').slice(-30).join('\n');
      throw new Error(`building ${workspace.name} failed (exit ${code}); the end of its output:\n${tail}`);
    }
    say(`built ${workspace.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
