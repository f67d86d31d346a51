// A PGlite served over the Postgres wire protocol in a process of its own, for tests: PGlite loads
// its WASM through dynamic import(), which Jest's module sandbox does not support, and a separate
// process is also what `npm start` runs in production (the launcher owns the database).
// Usage: node pglite-server.mjs [--port N] [--data-dir DIR] [--load TARBALL]; prints {"port":N}.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const load = arg('load');
const db = await PGlite.create({
  dataDir: arg('data-dir'),
  loadDataDir: load ? new Blob([readFileSync(load)]) : undefined,
});
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: Number(arg('port') ?? 0), maxConnections: 64 });
await server.start();
process.stdout.write(`${JSON.stringify({ port: Number(server.getServerConn().split(':').pop()) })}\n`);
const stop = async () => {
  await server.stop();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
