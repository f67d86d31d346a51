// One Jest configuration, several projects: `npm test` (scripts/test.mjs) runs them all.
//  unit      *.test.ts next to the code, no services
//  int       *.int.test.ts: api + worker + real PostgreSQL and Redis
//  db-pg     *.db.test.ts against real PostgreSQL (fresh database per file, cloned from a template)
//  db-pglite the same *.db.test.ts files against embedded PGlite
//  web       apps/web, jsdom + Testing Library
const fs = require('node:fs');
const path = require('node:path');

const swcServer = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
const libs = [
  'contracts',
  'runtime',
  'database',
  'iac-schemas',
  'iac-checker',
  'iac-extract',
  'iac-generator',
  'llm',
  'github',
];
const libMapper = Object.fromEntries(
  libs.map((name) => [`^@infragen/${name}$`, `<rootDir>/libs/${name}/src/index.ts`]),
);
const serverRoots = ['<rootDir>/apps/api/src', '<rootDir>/apps/worker/src', '<rootDir>/libs', '<rootDir>/test'];
const server = {
  // Node's environment, recording each file's CPU time for the timing report (test/setup/cpu-environment.js).
  testEnvironment: '<rootDir>/test/setup/cpu-environment-node.js',
  transform: { '^.+\\.(ts|js)$': ['@swc/jest', { ...swcServer, swcrc: false }] },
  // Packages that ship only ES modules, which Jest's CommonJS runtime cannot require as they are.
  // Octokit (libs/github) and the small packages it depends on ship ES modules only as well.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|content-type|@octokit|before-after-hook|universal-user-agent|json-with-bigint)/)',
  ],
  moduleNameMapper: {
    // Before the libraries' mappings: the checker's parsers (the generator's tests read output with them).
    '^@infragen/iac-checker/parse$': '<rootDir>/libs/iac-checker/src/parse/index.ts',
    '^@infragen/iac-checker/graph$': '<rootDir>/libs/iac-checker/src/graph/index.ts',
    ...libMapper,
  },
  roots: serverRoots,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

module.exports = {
  // Recycle a worker process after every test file. MikroORM keeps state that outlives Jest's
  // per-file sandbox (a second file initialising the ORM in the same worker fails with
  // "Map.prototype.set called on incompatible receiver"), so each file gets a fresh process.
  workerIdleMemoryLimit: 1,
  // Integration tests start real services; the shared 2-core machine can be slow.
  testTimeout: 30000,
  // Each file's duration and project for `npm test`'s timing report (test-results/timing.txt);
  // it writes only when scripts/test.mjs asks (INFRAGEN_JEST_TIMING).
  reporters: ['default', '<rootDir>/scripts/lib/test-timing-reporter.mjs'],
  // The longest files first, also on a machine that has not run them yet (a fresh clone, CI).
  testSequencer: '<rootDir>/test/setup/slowest-first-sequencer.js',
  projects: [
    {
      ...server,
      displayName: 'unit',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '\\.db\\.test\\.ts$', '/node_modules/'],
    },
    {
      ...server,
      displayName: 'int',
      testMatch: ['**/*.int.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/busy-machine-timeout.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      globals: { __DB_MODE__: 'pg' },
    },
    {
      ...server,
      displayName: 'db-pg',
      testMatch: ['**/*.db.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/busy-machine-timeout.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.ts',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      globals: { __DB_MODE__: 'pg' },
    },
    {
      ...server,
      displayName: 'db-pglite',
      testMatch: ['**/*.db.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/busy-machine-timeout.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup-pglite.ts',
      globals: { __DB_MODE__: 'pglite' },
    },
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/test/setup/cpu-environment-jsdom.js',
      roots: ['<rootDir>/apps/web/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/apps/web/jest.setup.ts'],
      transform: {
        '^.+\\.(t|j)sx?$': [
          '@swc/jest',
          {
            swcrc: false,
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2022',
            },
            module: { type: 'commonjs' },
          },
        ],
      },
      moduleNameMapper: {
        '^@infragen/iac-checker/graph$': '<rootDir>/libs/iac-checker/src/graph/index.ts',
        ...libMapper,
        '^@/(.*)$': '<rootDir>/apps/web/src/$1',
        '\\.(css)$': '<rootDir>/apps/web/test/style-mock.cjs',
      },
    },
  ],
};
