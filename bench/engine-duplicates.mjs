#!/usr/bin/env node
// Counts the duplicate pairs inside the built-in engine's own code, the figure the engine redesign is
// judged on: the `duplicates` command of the tool library (six or more lines shared, the same or of
// the same shape) over the engine packages' sources, read together so that a pair across two
// packages counts once, with what is not the engine's code left out: tests, test helpers, fixtures
// and rule examples, the types generated from the schemas and the generated registries.
//
//   node bench/engine-duplicates.mjs [rev] [--most N]
//
// rev: a commit to count (default: the working tree). Before the redesign the engine was one package,
// libs/iac-engine; a commit of that time is counted the same way, so before and after compare.
// Needs `duplicates` on PATH (the tool library's command; not part of the product).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const mostAt = args.indexOf('--most');
const most = mostAt >= 0 ? args[mostAt + 1] : '1';
const rev = args.find((a, i) => !a.startsWith('--') && (mostAt < 0 || i !== mostAt + 1));

const PACKAGES = ['libs/iac-engine', 'libs/iac-schemas', 'libs/iac-checker', 'libs/iac-generator', 'libs/iac-extract'];
const CODE = /\.(ts|tsx|mjs|js)$/;
// Not the engine's code: tests and their helpers, fixtures and rule examples, generated files.
const NOT_CODE = /\.(test|spec)\.ts$|\/testing\/|\/schema-types\/|\.generated\.ts$|\/fixtures\/|\/examples\//;

const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const listed = rev
  ? git('ls-tree', '-r', '--name-only', rev, '--', ...PACKAGES.map((p) => `${p}/src`))
  : git('ls-files', '-co', '--exclude-standard', '--', ...PACKAGES.map((p) => `${p}/src`));
const files = listed.split('\n').filter((f) => CODE.test(f) && !NOT_CODE.test(f));

const work = mkdtempSync(join(tmpdir(), 'engine-duplicates-'));
try {
  for (const f of files) {
    let text;
    try {
      text = rev ? git('show', `${rev}:${f}`) : readFileSync(join(root, f), 'utf8');
    } catch {
      continue; // deleted in the working tree but still listed
    }
    mkdirSync(join(work, dirname(f)), { recursive: true });
    writeFileSync(join(work, f), text);
  }
  execFileSync('git', ['init', '-q', '.'], { cwd: work });
  const out = execFileSync('duplicates', ['--seconds', '300', '--most', most], { cwd: work, encoding: 'utf8' });
  console.log(`${rev ?? 'working tree'}: ${files.length} files`);
  process.stdout.write(out);
} finally {
  rmSync(work, { recursive: true, force: true });
}
