import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import type { Logger } from 'pino';
import { EntityManager } from '@mikro-orm/postgresql';
import { createOrmOptions, PoolWarmup } from '@infragen/database';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from './config/worker-config';
import { JobRunnerService } from './jobs/job-runner.service';
import { CancelListenerService } from './jobs/cancel-listener.service';
import { SocketEmitterService } from './realtime/socket-emitter.service';
import { GenerationProcessor } from './generation/generation.processor';
import { GENERATION_SOURCE, generationSourceProvider } from './generation/sources/source.provider';
import { GithubPushProcessor } from './github-push/github-push.processor';
import { SystemAlertsService } from './alerts/system-alerts.service';

/** The worker: no HTTP, only queue consumers, the cancel listener and the socket emitter. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig, logger: Logger, overrides: { source?: unknown } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        DiscoveryModule,
        MikroOrmModule.forRoot({
          ...createOrmOptions({
            url: config.databaseUrl,
            poolMax: config.env.DATABASE_POOL_MAX,
            log: (level, message) => logger[level]({ database: message }, 'database driver message'),
          }),
          registerRequestContext: false,
        }),
      ],
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        { provide: WORKER_LOGGER, useValue: logger },
        overrides.source ? { provide: GENERATION_SOURCE, useValue: overrides.source } : generationSourceProvider,
        {
          // Opens the database pool before the app serves or takes jobs (warm-pool.ts).
          provide: PoolWarmup,
          inject: [EntityManager],
          useFactory: (em: EntityManager) =>
            new PoolWarmup(em, config.env.DATABASE_POOL_MAX, (error) =>
              logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is'),
            ),
        },
        JobRunnerService,
        CancelListenerService,
        SocketEmitterService,
        SystemAlertsService,
        GenerationProcessor,
        GithubPushProcessor,
      ],
    };
  }
}
