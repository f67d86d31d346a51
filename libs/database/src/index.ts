export * from './entities';
export { MIGRATIONS } from './migrations';
export { createOrmOptions, type DatabaseOptions } from './orm-config';
export { warmPool, PoolWarmup } from './warm-pool';
export { isOwner, ownerCondition, type OwnedRow, type RequestOwner } from './ownership';
export { REPOSITORIES } from './repositories';
export * from './repositories/generations.repository';
export type { AssistantMessage, GenerationEnding } from './repositories/generation-ending';
export * from './repositories/conversations.repository';
export * from './repositories/users.repository';
export * from './repositories/sessions.repository';
export * from './repositories/profiles.repository';
export * from './repositories/system-alerts.repository';
export * from './repositories/database-probe';
export * from './repositories/system-settings.repository';
export { DatabaseModule, type DatabaseModuleOptions } from './nest/database.module';
export { withUsers } from './standalone';
export { runMigrations, migrationStatus, revertLastMigration, type MigrationReport } from './migrate';
export {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded/embedded-postgres';
export { acquireDataDirLock, DataDirLockedError } from './embedded/data-dir-lock';
export * from './repositories/plans.repository';
export * from './repositories/credits.repository';
export * from './repositories/promo-codes.repository';
export * from './repositories/audit-log.repository';
export * from './repositories/admin-users.repository';
export * from './repositories/admin-stats.repository';
export * from './repositories/model-usage.repository';
export * from './repositories/projects.repository';
export * from './repositories/github-connections.repository';
export * from './repositories/github-pushes.repository';
export * from './repositories/site-forms.repository';
export * from './repositories/site-inbox.repository';
