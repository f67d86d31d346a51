import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * Lints every snippet of a test file in one ESLint process (test/support/lint-snippets.mjs), each
 * as if it were the file at its path (relative to the repository), and returns a lookup of the
 * rule ids each breaks. ESLint runs in a child process: it loads its flat config with import(),
 * which Jest's VM lacks; one process for all the cases pays ESLint's start-up once.
 */
export function snippetLinter(cases: readonly (readonly [path: string, code: string, ...rest: unknown[]])[]) {
  let broken: Map<string, string[]> | undefined;
  const key = (path: string, code: string) => `${path}\0${code}`;
  return function rulesBroken(path: string, code: string): string[] {
    if (!broken) {
      const snippets = cases.map(([p, c]) => ({ path: p, code: c }));
      const run = spawnSync(process.execPath, [join(__dirname, 'lint-snippets.mjs')], {
        cwd: root,
        input: JSON.stringify(snippets),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`lint-snippets.mjs failed (${run.status}): ${run.stderr}`);
      const results = JSON.parse(run.stdout) as string[][];
      broken = new Map(snippets.map((s, i) => [key(s.path, s.code), results[i]!]));
    }
    const result = broken.get(key(path, code));
    if (!result) throw new Error(`${path}: not among the snippets given to snippetLinter`);
    return result;
  };
}
