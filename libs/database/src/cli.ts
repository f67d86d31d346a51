#!/usr/bin/env node
/**
 * The migration command: `npm run migrate` (= `node libs/database/dist/cli.js up`).
 *   up       apply pending migrations (default)
 *   status   list applied and pending migrations
 *   down     revert the last migration
 * Needs DATABASE_URL; `npm start` runs `up` itself against the embedded database.
 */
import 'reflect-metadata';
import { migrationStatus, revertLastMigration, runMigrations } from './migrate';

async function main(): Promise<void> {
  const command = process.argv[2] ?? 'up';
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set: the migration command needs the PostgreSQL server to migrate.');
    process.exit(2);
  }
  const options = { url, poolMax: 1 };
  switch (command) {
    case 'up': {
      const report = await runMigrations(options);
      console.log(report.applied.length ? `applied: ${report.applied.join(', ')}` : 'database is up to date');
      return;
    }
    case 'status': {
      const report = await migrationStatus(options);
      console.log(`applied: ${report.applied.join(', ') || 'none'}\npending: ${report.pending.join(', ') || 'none'}`);
      return;
    }
    case 'down': {
      const reverted = await revertLastMigration(options);
      console.log(reverted.length ? `reverted: ${reverted.join(', ')}` : 'nothing to revert');
      return;
    }
    default:
      console.error(`unknown command "${command}"; use up, status or down`);
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(`migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
