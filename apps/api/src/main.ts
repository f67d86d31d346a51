import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { EnvError } from '@infragen/contracts';
import { createLogger } from '@infragen/runtime';
import { apiConfigFromEnv } from './config/api-config';
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
  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  logger.info({ port: config.env.PORT, web: config.webDistDir ?? 'not built' }, 'api listening');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'api shutting down');
    const timer = setTimeout(() => {
      logger.error('api did not close in time; exiting');
      process.exit(1);
    }, config.env.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(() => process.exit(0), (error: unknown) => {
      logger.error({ err: error }, 'api failed to close cleanly');
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
