import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';

/** The api and each worker open their whole database pool at start (decision 012). */
describe('database pools', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 1, poolMax: 3 });
  });
  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('are open before the first request: pool size x (api + worker) connections', async () => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'infragen'`,
      );
      expect(rows[0].n).toBe(6);
    } finally {
      await client.end();
    }
  });
});
