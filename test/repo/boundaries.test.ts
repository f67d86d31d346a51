import { snippetLinter } from '../support/lint';

/** The rules one floor down: module boundaries, layers, and where queries may live. */
const refused: [path: string, code: string, rule: string][] = [
  // An api module reaches into another module's file instead of its index.ts.
  [
    'apps/api/src/generations/x.ts',
    "import { SessionsService } from '../auth/sessions.service';\nexport const x = SessionsService;",
    'import-x/no-restricted-paths',
  ],
  [
    'apps/worker/src/generation/x.ts',
    "import { JobRunnerService } from '../jobs/job-runner.service';\nexport const x = JobRunnerService;",
    'import-x/no-restricted-paths',
  ],
  // The ORM and the drivers are for libs/database only.
  [
    'apps/api/src/health/x.ts',
    "import { EntityManager } from '@mikro-orm/postgresql';\nexport const x = EntityManager;",
    'no-restricted-imports',
  ],
  ['apps/worker/src/alerts/x.ts', "import { Client } from 'pg';\nexport const x = Client;", 'no-restricted-imports'],
  // Inside libs/database, queries belong to the repositories.
  [
    'libs/database/src/entities/x.ts',
    'export const x = (em: { getConnection(): { execute(q: string): unknown } }) => em.getConnection().execute("select 1");',
    'no-restricted-syntax',
  ],
  // Web features do not import each other; lower layers do not import features.
  [
    'apps/web/src/features/profile/x.ts',
    "import { WorkspacePage } from '@/features/workspace/workspace-page';\nexport const x = WorkspacePage;",
    'import-x/no-restricted-paths',
  ],
  [
    'apps/web/src/components/ui/x.ts',
    "import { UserMenu } from '@/features/auth/user-menu';\nexport const x = UserMenu;",
    'import-x/no-restricted-paths',
  ],
  // The browser runs only the extraction among the engine packages.
  [
    'apps/web/src/lib/x.ts',
    "import { generateInfrastructure } from '@infragen/iac-generator';\nexport const x = generateInfrastructure;",
    'no-restricted-imports',
  ],
  [
    'apps/web/src/lib/x.ts',
    "import { checkFiles } from '@infragen/iac-checker';\nexport const x = checkFiles;",
    'no-restricted-imports',
  ],
  // The engine packages point down by path too: the checker never reaches into the generator.
  [
    'libs/iac-checker/src/rules/x.ts',
    "import { AWS_KINDS } from '../../../iac-generator/src/kinds/aws';\nexport const x = AWS_KINDS;",
    'import-x/no-restricted-paths',
  ],
  // iac-generator's layers point down: a renderer never imports the kinds.
  [
    'libs/iac-generator/src/render/x.ts',
    "import { AWS_KINDS } from '../kinds/aws';\nexport const x = AWS_KINDS;",
    'import-x/no-restricted-paths',
  ],
];

const allowed: [path: string, code: string][] = [
  ['apps/api/src/generations/x.ts', "import { SessionsService } from '../auth';\nexport const x = SessionsService;"],
  ['apps/api/src/health/x.ts', "import { DatabaseProbe } from '@infragen/database';\nexport const x = DatabaseProbe;"],
  [
    'libs/database/src/repositories/x.ts',
    'export const x = (em: { getConnection(): { execute(q: string): unknown } }) => em.getConnection().execute("select 1");',
  ],
  [
    'apps/web/src/features/workspace/x.ts',
    "import { extractFiles } from '@infragen/iac-extract';\nexport const x = extractFiles;",
  ],
];

/** Every snippet above linted by one ESLint process, on the first look-up. */
const rulesBroken = snippetLinter([...refused, ...allowed]);

describe('lint enforces the boundaries inside apps and libraries', () => {
  jest.setTimeout(60_000);

  it.each(refused)('refuses %s', (path, code, rule) => {
    expect(rulesBroken(path, code)).toContain(rule);
  });

  it.each(allowed)('allows %s', (path, code) => {
    expect(rulesBroken(path, code)).toEqual([]);
  });
});
