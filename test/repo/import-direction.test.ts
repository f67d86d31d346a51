import { snippetLinter } from '../support/lint';

const refused: [path: string, code: string][] = [
  ['libs/contracts/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
  [
    'libs/database/src/x.ts',
    "import { createApiApp } from '../../../apps/api/src/app.factory';\nexport const x = createApiApp;",
  ],
  ['libs/iac-generator/src/x.ts', "import { createRedis } from '@infragen/runtime';\nexport const x = createRedis;"],
  // Between the engine packages: schemas <- checker <- generator; extract stands alone.
  [
    'libs/iac-checker/src/x.ts',
    "import { generateInfrastructure } from '@infragen/iac-generator';\nexport const x = generateInfrastructure;",
  ],
  ['libs/iac-schemas/src/x.ts', "import { checkFiles } from '@infragen/iac-checker';\nexport const x = checkFiles;"],
  [
    'libs/iac-extract/src/x.ts',
    "import { providerSchemas } from '@infragen/iac-schemas';\nexport const x = providerSchemas;",
  ],
  ['apps/web/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
  ['apps/worker/src/x.ts', "import { createApiApp } from '../../api/src/app.factory';\nexport const x = createApiApp;"],
];

const allowed: [path: string, code: string][] = [
  ['libs/database/src/x.ts', "import { Messages } from '@infragen/contracts';\nexport const x = Messages;"],
  ['apps/web/src/x.ts', "import { Messages } from '@infragen/contracts';\nexport const x = Messages;"],
  ['apps/worker/src/x.ts', "import { ENTITIES } from '@infragen/database';\nexport const x = ENTITIES;"],
  [
    'libs/iac-checker/src/x.ts',
    "import { providerSchemas } from '@infragen/iac-schemas';\nexport const x = providerSchemas;",
  ],
  ['libs/iac-generator/src/x.ts', "import { checkFiles } from '@infragen/iac-checker';\nexport const x = checkFiles;"],
];

/** Every snippet above linted by one ESLint process, on the first look-up. */
const rulesBroken = snippetLinter([...refused, ...allowed]);

describe('lint enforces the import direction', () => {
  jest.setTimeout(60_000);

  it.each(refused)('refuses %s importing against the direction', (path, code) => {
    expect(rulesBroken(path, code)).toContain('no-restricted-imports');
  });

  it.each(allowed)('allows %s importing along the direction', (path, code) => {
    expect(rulesBroken(path, code)).toEqual([]);
  });
});
