import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions } from '@infragen/database';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface MigratedOrm {
  readonly db: TestDatabase;
  readonly orm: MikroORM;
  /** A raw statement on the ORM's connection (`?` placeholders). */
  sql<T extends Record<string, unknown>[] = Record<string, unknown>[]>(text: string, params?: unknown[]): Promise<T>;
}

/**
 * For one db test file: a fresh migrated database of the current mode (PostgreSQL or PGlite) and
 * an ORM on it, opened in `beforeAll` and closed in `afterAll`. Read its fields inside tests.
 */
export function useMigratedOrm(): MigratedOrm {
  const state: { db?: TestDatabase; orm?: MikroORM } = {};
  beforeAll(async () => {
    state.db = await createTestDatabase();
    state.orm = await MikroORM.init(createOrmOptions({ url: state.db.url, poolMax: state.db.poolMax }));
  });
  afterAll(async () => {
    await state.orm?.close(true);
    await state.db?.drop();
  });
  return {
    get db() {
      return state.db!;
    },
    get orm() {
      return state.orm!;
    },
    sql: <T extends Record<string, unknown>[]>(text: string, params: unknown[] = []) =>
      state.orm!.em.getConnection().execute<T>(text, params),
  };
}
