import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { ZodValidationPipe } from 'nestjs-zod';
import type { Logger } from 'pino';
import { DatabaseModule } from '@infragen/database';
import { AccountModule } from './account';
import { AdminModule } from './admin';
import { AuthModule } from './auth';
import { ChecksModule } from './checks';
import { ConfigModule, type ApiConfig } from './config';
import { ConversationsModule } from './conversations';
import { AllExceptionsFilter } from './errors';
import { GenerationsModule } from './generations';
import { GithubModule } from './github';
import { HealthModule } from './health';
import { MaintenanceModule } from './maintenance';
import { MonitoringModule } from './monitoring';
import { ProfilesModule } from './profiles';
import { RedisModule } from './redis';
import { WebAppModule } from './web';
import { SiteModule } from './site';

/** The api's root: built from a config object so tests start it with their own database and prefix. */
@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, logger),
        DatabaseModule.forRoot({
          url: config.databaseUrl,
          poolMax: config.env.DATABASE_POOL_MAX,
          log: (level, message) => logger[level]({ database: message }, 'database driver message'),
          onUnreachable: (error) =>
            logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is'),
        }),
        RedisModule,
        WebAppModule,
        SiteModule,
        HealthModule,
        AuthModule,
        GenerationsModule,
        ConversationsModule,
        ProfilesModule,
        AdminModule,
        AccountModule,
        MaintenanceModule,
        MonitoringModule,
        GithubModule,
        ChecksModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
