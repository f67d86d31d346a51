#!/usr/bin/env node
// `npm run admin:create -- --email E --password P`: the first (or another) administrator.
// Uses DATABASE_URL, else the embedded Postgres under DATA_DIR (stop `npm start` first: one
// process owns that folder; or set ADMIN_EMAIL/ADMIN_PASSWORD and restart instead).
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { transpileServer } from './lib/start-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

let args;
try {
  args = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } }).values;
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (!args.email || !args.password) {
  console.error('usage: npm run admin:create -- --email admin@example.com --password "a long passphrase"');
  process.exit(2);
}

// Built as `npm start` builds: transpiled, only what changed (type-checking is npm test's job).
try {
  await transpileServer(root, (line) => console.log(`[admin:create] ${line}`));
} catch (error) {
  console.error(`admin:create: transpiling the server failed: ${error.message}`);
  process.exit(1);
}

require('reflect-metadata');
const { loadEnv } = require('@infragen/contracts');
const database = require('@infragen/database');
const { createAdmin } = require(join(root, 'apps/api/dist/users/create-admin.js'));

const env = loadEnv(process.env);
let url = env.DATABASE_URL;
let embedded = null;
try {
  if (!url) {
    embedded = await database.startEmbeddedPostgres({ dataDir: join(resolve(root, env.DATA_DIR), 'pglite') });
    url = embedded.url;
  }
  await database.runMigrations({ url, poolMax: 1 });
  const outcome = await createAdmin(url, args.email, args.password);
  console.log(`administrator ${outcome}: ${args.email.trim().toLowerCase()} (sign in at /admin/login)`);
} catch (error) {
  console.error(`admin:create failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
