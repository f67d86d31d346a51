import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../test/support/test-database';
import { useMigratedOrm } from '../../../test/support/migrated-orm';
import { isOwner, ownerCondition, type RequestOwner } from './ownership';

/** Ownership in JavaScript and in SQL must agree, on PostgreSQL and PGlite. */
describe(`ownership on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const { sql } = useMigratedOrm();

  it('checks ownership in SQL exactly as isOwner does, for every kind of owner and row', async () => {
    const user = randomUUID();
    const hash = 'b'.repeat(64);
    const rows = [
      { userId: user, anonSessionHash: null },
      { userId: user, anonSessionHash: hash },
      { userId: randomUUID(), anonSessionHash: hash },
      { userId: null, anonSessionHash: hash },
      { userId: null, anonSessionHash: 'c'.repeat(64) },
      { userId: null, anonSessionHash: null },
    ];
    const owners: RequestOwner[] = [
      { userId: user, anonHash: null },
      { userId: user, anonHash: hash },
      { userId: randomUUID(), anonHash: hash },
      { userId: null, anonHash: hash },
      { userId: null, anonHash: null },
    ];
    for (const row of rows) {
      for (const owner of owners) {
        const condition = ownerCondition(owner);
        const [answer] = await sql<{ owned: boolean }[]>(
          `select coalesce((select true from (select ?::uuid as user_id, ?::text as anon_session_hash) r where ${condition.sql}), false) as owned`,
          [row.userId, row.anonSessionHash, ...condition.params],
        );
        expect({ row, owner, owned: answer.owned }).toEqual({ row, owner, owned: isOwner(owner, row) });
      }
    }
  });
});
