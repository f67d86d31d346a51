import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/**
 * Lints a snippet as if it were the file at `path` (relative to the repository), returning the
 * rule ids it breaks. ESLint runs as the CLI in a child process: it loads its flat config with
 * import(), which Jest's VM lacks.
 */
export function rulesBroken(path: string, code: string): string[] {
  const run = spawnSync(
    join(root, 'node_modules/.bin/eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', join(root, path)],
    { cwd: root, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}
