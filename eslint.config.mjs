// Lint enforces the import direction of docs/architecture: contracts <- runtime, the engine
// packages, llm, github, database <- apps. The engine packages point down among themselves:
// iac-schemas <- iac-checker <- iac-generator, iac-extract stands alone (decision 028). Libraries
// never import apps; the web app imports only @infragen/contracts and @infragen/iac-extract among
// the libraries; no import cycles anywhere.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import iacEngineLayers from './eslint/iac-engine-layers.mjs';
import webFeatures from './eslint/web-features.mjs';
import serverModules from './eslint/server-modules.mjs';
import dataAccess from './eslint/data-access.mjs';

const LIBS = [
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
const appImports = [
  {
    group: ['**/apps/**', '@infragen/api', '@infragen/worker', '@infragen/web'],
    message: 'Libraries never import apps.',
  },
];
const libsOtherThan = (allowed) =>
  LIBS.filter((lib) => !allowed.includes(lib)).map((lib) => ({
    group: [`@infragen/${lib}`, `@infragen/${lib}/*`, `**/libs/${lib}/**`],
    message: `Not allowed by the import direction (docs/decisions/004-import-direction.md): @infragen/${lib}.`,
  }));
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** The ORM and the drivers: only libs/database touches them, through its repositories. */
const dataDrivers = [
  {
    group: ['@mikro-orm/*', 'pg', 'pg-*', 'knex', '@electric-sql/*'],
    message: 'Data access goes through the repositories of @infragen/database (decision 013).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench/out/**',
      // Writer types generated from the schema data (scripts/schemas/generate-writer-types.mjs).
      'libs/iac-generator/src/schema-types/{terraform-*,cloudformation,arm,kubernetes}.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  // Nest injects by the runtime class named in a constructor, so those must stay value imports.
  {
    files: ['apps/api/**/*.ts', 'apps/worker/**/*.ts', 'libs/database/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  { files: ['libs/contracts/**/*.ts'], rules: restrict([...appImports, ...libsOtherThan([]), ...dataDrivers]) },
  {
    files: [
      'libs/runtime/**/*.ts',
      'libs/iac-schemas/**/*.ts',
      'libs/iac-extract/**/*.ts',
      'libs/llm/**/*.ts',
      'libs/github/**/*.ts',
    ],
    rules: restrict([...appImports, ...libsOtherThan(['contracts']), ...dataDrivers]),
  },
  // The checker reads the bundled schemas; it never imports the generator (decision 028).
  {
    files: ['libs/iac-checker/**/*.ts'],
    rules: restrict([...appImports, ...libsOtherThan(['contracts', 'iac-schemas']), ...dataDrivers]),
  },
  // The generator may use the checker (its tests check what it writes) and the schemas (its catalogue).
  {
    files: ['libs/iac-generator/**/*.ts'],
    rules: restrict([
      ...appImports,
      ...libsOtherThan(['contracts', 'iac-schemas', 'iac-checker', 'iac-extract']),
      ...dataDrivers,
    ]),
  },
  { files: ['libs/database/**/*.ts'], rules: restrict([...appImports, ...libsOtherThan(['contracts'])]) },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: restrict([
      // The browser runs one engine package, the extraction of files from an answer, and the
      // checker's graph of the code (the Diagram tab's worker), nothing else of the checker.
      ...libsOtherThan(['contracts', 'iac-extract', 'iac-checker']),
      {
        regex: '^(@infragen/iac-checker(?!/graph$)(/.*)?|.*/libs/iac-checker/.*)$',
        message: 'The web app imports only @infragen/iac-checker/graph of the checker.',
      },
      ...dataDrivers,
      {
        group: [
          '**/apps/api/**',
          '**/apps/worker/**',
          '**/api/src/**',
          '**/worker/src/**',
          '@infragen/api',
          '@infragen/worker',
        ],
        message: 'The web app talks to the api over HTTP and Socket.IO only.',
      },
    ]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([
      {
        group: ['**/apps/worker/**', '**/apps/web/**', '**/worker/src/**', '**/web/src/**'],
        message: 'Apps do not import each other.',
      },
      ...dataDrivers,
    ]),
  },
  {
    files: ['apps/worker/**/*.ts'],
    rules: restrict([
      {
        group: ['**/apps/api/**', '**/apps/web/**', '**/api/src/**', '**/web/src/**'],
        message: 'Apps do not import each other.',
      },
      ...dataDrivers,
    ]),
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts', 'e2e/**/*.ts', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  ...iacEngineLayers,
  ...webFeatures,
  ...serverModules,
  ...dataAccess,
);
