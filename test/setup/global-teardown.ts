import { Client } from 'pg';
import { PG_ADMIN_URL } from './pg-admin';

/** Drops this run's template and any per-file database a crashed test left behind. */
export default async function globalTeardown(): Promise<void> {
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname like $2`,
      [`infragen_tpl_${process.pid}`, `infragen_t${process.pid}_%`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await admin.end();
  }
}
