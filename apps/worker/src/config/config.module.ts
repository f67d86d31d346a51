import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from './worker-config';

/** The worker's configuration and its logger, injectable everywhere. */
@Module({})
export class ConfigModule {
  static forRoot(config: WorkerConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        { provide: WORKER_LOGGER, useValue: logger },
      ],
      exports: [WORKER_CONFIG, WORKER_LOGGER],
    };
  }
}
