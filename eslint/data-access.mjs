// Inside libs/database, queries live in the repositories: the ORM's and the driver's query calls
// are refused anywhere else in the library (entities, the embedded server, the command line,
// ownership). Outside the library, the ORM and the drivers cannot even be imported (the
// `dataDrivers` patterns of eslint.config.mjs), so apps read and write through repositories only.
const QUERY_CALLS = [
  'execute',
  'getConnection',
  'getKnex',
  'find',
  'findOne',
  'findOneOrFail',
  'findAndCount',
  'count',
  'nativeInsert',
  'nativeUpdate',
  'nativeDelete',
  'upsert',
  'insert',
  'persist',
  'flush',
  'transactional',
  'createQueryBuilder',
  'qb',
];

export default [
  {
    files: ['libs/database/src/**/*.ts'],
    ignores: [
      'libs/database/src/repositories/**',
      'libs/database/src/migrations/**',
      'libs/database/src/nest/**',
      'libs/database/src/migrate.ts',
      'libs/database/src/standalone.ts',
      'libs/database/src/warm-pool.ts',
      'libs/database/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_CALLS.join('|')})$/]`,
          message: 'Queries belong in a repository of libs/database/src/repositories (decision 013).',
        },
      ],
    },
  },
];
