import 'reflect-metadata';
import { EnvError } from '@infragen/contracts';
import { connectToLauncher, createLogger } from '@infragen/runtime';
import { workerConfigFromEnv } from './config';
import { createWorker } from './worker.factory';

async function main(): Promise<void> {
  let config;
  try {
    config = workerConfigFromEnv(process.env);
  } catch (error) {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : String(error));
    process.exit(78); // EX_CONFIG
  }
  const logger = createLogger(config.env.LOG_LEVEL, 'worker');
  const app = await createWorker(config, logger);
  logger.info('worker started');
  let closing = false;
  /** `graceMs`: how long closing may take before the process exits regardless. */
  const shutdown = (signal: string, graceMs = config.env.SHUTDOWN_TIMEOUT_MS + 5_000) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down: finishing active jobs');
    // JobRunnerService releases jobs still active after SHUTDOWN_TIMEOUT_MS; this is the backstop.
    const timer = setTimeout(() => process.exit(1), graceMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'worker failed to close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Without its launcher the embedded database is gone too: active jobs cannot end well, and
  // BullMQ hands them to another worker once their locks lapse. Leave quickly.
  connectToLauncher(() => shutdown('launcher gone', 5_000)).ready();
}

void main();
