import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';

export interface EmbeddedPostgresOptions {
  /** Folder that holds the database (created if missing); `undefined` keeps it in memory. */
  dataDir?: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /**
   * Listen on a Unix socket in this folder instead of a TCP port. The embedded server has no
   * authentication of its own, so `npm start` puts the socket in a folder only its user can open
   * (mode 0700): no other account on the machine can reach the database.
   */
  socketDir?: string;
  /** A tarball made by `dumpDataDir` to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
}

export interface EmbeddedPostgres {
  /** Connection URL for the ordinary Postgres driver. */
  url: string;
  port: number;
  /** A tarball of the whole database, for `loadDataDir`. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Runs PGlite (Postgres compiled to WASM) in this process and serves it over the Postgres wire
 * protocol, so the api, the worker and the migration command use the same driver as with a real
 * server. One process owns the folder (guarded by a lock file); queries from all connections are
 * queued one at a time by the socket server.
 *
 * @example
 *   const db = await startEmbeddedPostgres({ dataDir: './data/pglite' });
 *   process.env.DATABASE_URL = db.url;
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  // Both packages are ES modules; import() keeps this file CommonJS.
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const host = options.host ?? '127.0.0.1';
  let release: (() => void) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    // PGlite will not create parent folders itself.
    mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(`${dataDir}.lock`);
  }
  try {
    const db = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    const socketDir = options.socketDir ? resolve(options.socketDir) : null;
    // A socket file left by a process that was killed would make the listen fail; the lock above
    // says no live process serves this folder, so it is stale.
    if (socketDir) rmSync(join(socketDir, '.s.PGSQL.5432'), { force: true });
    const server = socketDir
      ? new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: 64 })
      : new PGLiteSocketServer({ db, host, port: options.port ?? 0, maxConnections: 64 });
    await server.start();
    const port = socketDir ? 5432 : Number(server.getServerConn().split(':').pop());
    return {
      // The driver opens `<host>/.s.PGSQL.<port>` when `host` names a folder.
      url: socketDir
        ? `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`
        : `postgresql://postgres@${host}:${port}/postgres`,
      port,
      dump: () => db.dumpDataDir('none') as Promise<Blob>,
      async stop() {
        try {
          await server.stop();
          await db.close();
        } finally {
          release?.();
        }
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}
