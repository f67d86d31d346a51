import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, PoolWarmup, warmPool } from './index';
import { createTestDatabase, dbMode, type TestDatabase } from '../../../test/support/test-database';

/** The pool is opened in full at start and kept (see warm-pool.ts for why). */
describe(`warmPool on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  let db: TestDatabase;
  let orm: MikroORM;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await orm?.close(true);
    await db?.drop();
  });

  it('opens every connection of the pool at once and keeps them', async () => {
    const size = db.mode === 'pglite' ? 1 : 4;
    orm = await MikroORM.init(createOrmOptions({ url: db.url, poolMax: size }));
    expect(await warmPool(orm.em, size)).toEqual({ opened: size, error: null });
    // The knex pool underneath (tarn): all connections created, none reaped while idle.
    const pool = (orm.em.getConnection().getKnex().client as { pool: { numUsed(): number; numFree(): number } }).pool;
    expect(pool.numUsed() + pool.numFree()).toBe(size);
    if (db.mode === 'pg') {
      const [row] = await orm.em
        .getConnection()
        .execute<{ n: number }[]>(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'infragen'`,
        );
      expect(row.n).toBe(size);
    }
  });

  it('reports a database it cannot reach instead of throwing', async () => {
    const down = await MikroORM.init({
      ...createOrmOptions({ url: 'postgresql://postgres@127.0.0.1:1/none', poolMax: 2 }),
      connect: false,
    });
    try {
      const result = await warmPool(down.em, 2);
      expect(result.opened).toBe(0);
      expect(result.error?.message).toMatch(/ECONNREFUSED|connect/);
    } finally {
      await down.close(true);
    }
  });

  it('as a Nest provider: warms at module init and reports an unreachable database', async () => {
    const down = await MikroORM.init({
      ...createOrmOptions({ url: 'postgresql://postgres@127.0.0.1:1/none', poolMax: 1 }),
      connect: false,
    });
    try {
      const reported: Error[] = [];
      await new PoolWarmup(down.em, 1, (error) => reported.push(error)).onModuleInit();
      expect(reported).toHaveLength(1);
    } finally {
      await down.close(true);
    }
  });
});
