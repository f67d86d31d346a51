import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { Logger } from 'pino';
import { PinoNestLogger } from '@infragen/runtime';
import type { WorkerConfig } from './config';
import type { GenerationSource } from './generation';
import { WorkerModule } from './worker.module';

/** Builds the worker exactly as production runs it; tests may pass their own generation source. */
export async function createWorker(
  config: WorkerConfig,
  logger: Logger,
  overrides: { source?: GenerationSource } = {},
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger, overrides), {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  await app.init();
  return app;
}
