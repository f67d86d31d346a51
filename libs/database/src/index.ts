export * from './entities';
export { MIGRATIONS } from './migrations';
export { createOrmOptions, type DatabaseOptions } from './orm-config';
export { warmPool, PoolWarmup } from './warm-pool';
export { endGeneration, type GenerationEnding, type AssistantMessage } from './end-generation';
export { runMigrations, migrationStatus, revertLastMigration, type MigrationReport } from './migrate';
export { startEmbeddedPostgres, type EmbeddedPostgres, type EmbeddedPostgresOptions } from './embedded/embedded-postgres';
export { acquireDataDirLock, DataDirLockedError } from './embedded/data-dir-lock';
