import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EnvError } from '@infragen/contracts';
import { connectToLauncher, createLogger } from '@infragen/runtime';
import { apiConfigFromEnv } from './config';
import { createApiApp } from './app.factory';

async function main(): Promise<void> {
  let config;
  try {
    const webDist = resolve(process.env.WEB_DIST_DIR ?? resolve(__dirname, '../../web/dist'));
    config = apiConfigFromEnv(process.env, existsSync(webDist) ? webDist : null);
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
    process.exit(78); // EX_CONFIG
  }
  const logger = createLogger(config.env.LOG_LEVEL, 'api');
  const app = await createApiApp(config, logger);
  try {
    await app.listen({ port: config.env.PORT, host: config.env.HOST });
  } catch (error) {
    // A start-up check that refused (an ADMIN_EMAIL that names someone else's account, say): say
    // why in one line, and stop.
    logger.fatal({ err: error }, `api could not start: ${error instanceof Error ? error.message : String(error)}`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  logger.info({ port: config.env.PORT, web: config.webDistDir ?? 'not built' }, 'api listening');
  let closing = false;
  /** `graceMs`: how long closing may take before the process exits regardless. */
  const shutdown = (signal: string, graceMs = config.env.SHUTDOWN_TIMEOUT_MS) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'api shutting down');
    const timer = setTimeout(() => {
      logger.error('api did not close in time; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'api failed to close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Without its launcher the product is down (it owns the embedded database): free the port.
  connectToLauncher(() => shutdown('launcher gone', 5_000)).ready();
}

void main();
