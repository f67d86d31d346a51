import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '../..');

/** Lints a snippet as if it were the given file, returning the rule ids it breaks. */
async function rulesBroken(path: string, code: string): Promise<string[]> {
  // The CLI, in a child process: ESLint loads its flat config with import(), which Jest's VM lacks.
  const run = spawnSync(join(root, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', join(root, path)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint enforces the import direction', () => {
  jest.setTimeout(60_000);

  it.each([
    ['libs/contracts/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
    ['libs/database/src/x.ts', "import { createApiApp } from '../../../apps/api/src/app.factory';\nexport const x = createApiApp;"],
    ['libs/iac-engine/src/x.ts', "import { createRedis } from '@infragen/runtime';\nexport const x = createRedis;"],
    ['apps/web/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
    ['apps/worker/src/x.ts', "import { createApiApp } from '../../api/src/app.factory';\nexport const x = createApiApp;"],
  ])('refuses %s importing against the direction', async (path, code) => {
    expect(await rulesBroken(path, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['libs/database/src/x.ts', "import { Messages } from '@infragen/contracts';\nexport const x = Messages;"],
    ['apps/web/src/x.ts', "import { Messages } from '@infragen/contracts';\nexport const x = Messages;"],
    ['apps/worker/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
  ])('allows %s importing along the direction', async (path, code) => {
    expect(await rulesBroken(path, code)).toEqual([]);
  });
});
