import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export interface DatabaseOptions {
  url: string;
  /** Connections in this process's pool; the embedded server wants 1 (see stack notes). */
  poolMax: number;
  debug?: boolean;
  /**
   * Where the driver's own warnings go (a pooled connection that dropped, e.g. when PostgreSQL
   * restarts), instead of console.log. Failed queries reject regardless; without this they are
   * not printed.
   */
  log?: (level: 'warn' | 'error', message: string) => void;
}

/**
 * Where the server listens, when the URL names a Unix socket directory as libpq does
 * (`postgresql://user@localhost/db?host=/run/dir`): MikroORM reads host and port from the URL's
 * authority only, and would quietly connect to localhost:5432 instead, another server entirely.
 */
function socketOf(url: string): { host: string; port: number } | null {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  return host?.startsWith('/') ? { host, port: Number(parsed.port) || 5432 } : null;
}

/**
 * MikroORM options for the app, the worker, the migration command and the tests alike, so all of
 * them see the same entities and migrations.
 */
export function createOrmOptions({ url, poolMax, debug = false, log }: DatabaseOptions): Options {
  return defineConfig({
    clientUrl: url,
    ...socketOf(url),
    entities: ENTITIES,
    extensions: [Migrator],
    debug,
    allowGlobalContext: false,
    // Connections are kept, not closed when idle: opening them during a burst is slow (warm-pool.ts).
    pool: { min: poolMax, max: poolMax, acquireTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 },
    driverOptions: {
      connection: { connectionTimeoutMillis: 5_000, application_name: 'infragen' },
      // knex's logger (it prints with console.log by default).
      log: {
        warn: (message: unknown) => log?.('warn', String(message)),
        error: (message: unknown) => log?.('error', String(message)),
        deprecate: (message: unknown) => log?.('warn', String(message)),
        debug: () => undefined,
      },
    },
    migrations: {
      migrationsList: MIGRATIONS,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
      path: 'libs/database/src/migrations',
    },
    discovery: { warnWhenNoEntities: true },
  });
}
