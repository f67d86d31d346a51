import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Generation, MIGRATIONS, migrationStatus, runMigrations } from './index';
import { startPgliteProcess } from '../../../test/support/pglite-process';
import { dbMode } from '../../../test/support/test-database';
import { PG_ADMIN_URL, databaseUrl } from '../../../test/setup/pg-admin';
import { useMigratedOrm } from '../../../test/support/migrated-orm';

/** An empty database of the current mode, for migrating from nothing. */
async function emptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (dbMode() === 'pglite') {
    const db = await startPgliteProcess();
    return { url: db.url, drop: () => db.stop() };
  }
  const name = `infragen_empty_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: databaseUrl(name),
    async drop() {
      const c = new Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe(`migrations and entities on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  it('applies every migration to an empty database, once', async () => {
    const empty = await emptyDatabase();
    try {
      const first = await runMigrations({ url: empty.url, poolMax: 1 });
      expect(first.applied).toEqual(MIGRATIONS.map((m) => m.name));
      expect(first.pending).toEqual([]);
      const second = await runMigrations({ url: empty.url, poolMax: 1 });
      expect(second.applied).toEqual([]);
      expect((await migrationStatus({ url: empty.url, poolMax: 1 })).applied).toEqual(MIGRATIONS.map((m) => m.name));
    } finally {
      await empty.drop();
    }
  });

  describe('on a migrated copy', () => {
    const database = useMigratedOrm();

    it('matches the entities exactly (no schema drift between migrations and code)', async () => {
      const diff = await database.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      // Partial indexes are beyond the entity metadata; nothing else may differ.
      const partial = /generations_status_index|system_alerts_open_fingerprint_unique/;
      const statements = diff.split('\n').filter((line) => line.trim() && !partial.test(line));
      expect(statements).toEqual([]);
    });

    it('stores and reads a generation with its JSON columns', async () => {
      const em = database.orm.em.fork();
      const id = randomUUID();
      em.create(Generation, {
        id,
        prompt: 'a bucket',
        platform: 'aws',
        format: 'cloudformation',
        history: [{ content: 'hi', isUser: true }],
      });
      await em.flush();
      const read = await database.orm.em.fork().findOneOrFail(Generation, { id });
      expect(read).toMatchObject({
        status: 'queued',
        text: '',
        seq: 0,
        history: [{ content: 'hi', isUser: true }],
        result: null,
      });
    });

    it('refuses a status outside the lifecycle', async () => {
      const id = randomUUID();
      await expect(
        database.orm.em
          .getConnection()
          .execute(
            `insert into generations (id, prompt, platform, format, status) values ('${id}', 'p', 'aws', 'cloudformation', 'exploded')`,
          ),
      ).rejects.toThrow(/generations_status_check/);
    });

    it('rolls back a failed transaction', async () => {
      const id = randomUUID();
      await expect(
        database.orm.em.fork().transactional(async (em) => {
          em.create(Generation, { id, prompt: 'p', platform: 'aws', format: 'cloudformation' });
          await em.flush();
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await database.orm.em.fork().findOne(Generation, { id })).toBeNull();
    });
  });
});
