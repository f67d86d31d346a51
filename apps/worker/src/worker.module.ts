import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { DatabaseModule } from '@infragen/database';
import { ConfigModule, type WorkerConfig } from './config';
import { GenerationModule, type GenerationSource } from './generation';
import { GithubPushModule } from './github-push';
import { JobsModule } from './jobs';

/** The worker: no HTTP, only queue consumers, the cancel listener and the socket emitter. */
@Module({})
export class WorkerModule {
  static forRoot(config: WorkerConfig, logger: Logger, overrides: { source?: GenerationSource } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config, logger),
        DatabaseModule.forRoot({
          url: config.databaseUrl,
          poolMax: config.env.DATABASE_POOL_MAX,
          log: (level, message) => logger[level]({ database: message }, 'database driver message'),
          onUnreachable: (error) =>
            logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is'),
        }),
        JobsModule,
        GenerationModule.forRoot(overrides.source),
        GithubPushModule,
      ],
    };
  }
}
