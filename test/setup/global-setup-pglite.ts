import 'reflect-metadata';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runMigrations, startEmbeddedPostgres } from '@infragen/database';

/**
 * Once per test run: an in-memory PGlite migrated from scratch and dumped to a tarball. Each test
 * file starts its own PGlite from that dump (the embedded counterpart of a template database).
 */
export default async function globalSetupPglite(): Promise<void> {
  if (process.env.INFRAGEN_TEST_PGLITE_TEMPLATE) return;
  const db = await startEmbeddedPostgres();
  try {
    await runMigrations({ url: db.url, poolMax: 1 });
    const dump = await db.dump();
    const file = join(mkdtempSync(join(tmpdir(), 'infragen-pglite-')), 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.INFRAGEN_TEST_PGLITE_TEMPLATE = file;
  } finally {
    await db.stop();
  }
}
