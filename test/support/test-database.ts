import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { startPgliteProcess } from './pglite-process';
import { PG_ADMIN_URL, databaseUrl } from '../setup/pg-admin';

declare const __DB_MODE__: 'pg' | 'pglite' | undefined;

export interface TestDatabase {
  mode: 'pg' | 'pglite';
  url: string;
  poolMax: number;
  drop(): Promise<void>;
}

/** The database kind this Jest project runs against (`globals.__DB_MODE__`), pg by default. */
export function dbMode(): 'pg' | 'pglite' {
  return typeof __DB_MODE__ === 'undefined' ? 'pg' : __DB_MODE__;
}

/**
 * A fresh, migrated database for one test file: a copy of the run's template on the real server,
 * or a PGlite started from the migrated dump in the embedded mode.
 */
export async function createTestDatabase(mode: 'pg' | 'pglite' = dbMode()): Promise<TestDatabase> {
  if (mode === 'pglite') {
    const file = process.env.INFRAGEN_TEST_PGLITE_TEMPLATE;
    if (!file) throw new Error('INFRAGEN_TEST_PGLITE_TEMPLATE is not set: run through the db-pglite Jest project');
    const db = await startPgliteProcess({ load: file });
    return { mode, url: db.url, poolMax: 1, drop: () => db.stop() };
  }
  const template = process.env.INFRAGEN_TEST_PG_TEMPLATE;
  if (!template)
    throw new Error('INFRAGEN_TEST_PG_TEMPLATE is not set: run through a Jest project with the global setup');
  const runPid = template.replace('infragen_tpl_', '');
  const name = `infragen_t${runPid}_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  return {
    mode,
    url: databaseUrl(name),
    poolMax: 5,
    async drop() {
      const client = new Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
