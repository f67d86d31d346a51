import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmOptions, type DatabaseOptions } from './orm-config';

export interface MigrationReport {
  applied: string[];
  pending: string[];
}

/**
 * Applies every pending migration in one transaction (all or nothing) and reports what it did.
 * Run once per deployment (the migrate service, `npm start`, or `npm run migrate`), never from
 * every worker's start-up.
 */
export async function runMigrations(options: DatabaseOptions): Promise<MigrationReport> {
  const orm = await MikroORM.init(createOrmOptions(options));
  try {
    const migrator = orm.getMigrator();
    const applied = await migrator.up();
    const pending = await migrator.getPendingMigrations();
    return { applied: applied.map((m) => m.name), pending: pending.map((m) => m.name) };
  } finally {
    await orm.close(true);
  }
}

export async function migrationStatus(options: DatabaseOptions): Promise<MigrationReport> {
  const orm = await MikroORM.init(createOrmOptions(options));
  try {
    const migrator = orm.getMigrator();
    const executed = await migrator.getExecutedMigrations();
    const pending = await migrator.getPendingMigrations();
    return { applied: executed.map((m) => m.name), pending: pending.map((m) => m.name) };
  } finally {
    await orm.close(true);
  }
}

/** Rolls back the last migration (development only). */
export async function revertLastMigration(options: DatabaseOptions): Promise<string[]> {
  const orm = await MikroORM.init(createOrmOptions(options));
  try {
    const reverted = await orm.getMigrator().down();
    return reverted.map((m) => m.name);
  } finally {
    await orm.close(true);
  }
}
