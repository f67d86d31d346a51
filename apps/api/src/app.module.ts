import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ZodValidationPipe } from 'nestjs-zod';
import type { Logger } from 'pino';
import { EntityManager } from '@mikro-orm/postgresql';
import { createOrmOptions, PoolWarmup } from '@infragen/database';
import { API_CONFIG, type ApiConfig } from './config/api-config';
import { ROOT_LOGGER } from './common/tokens';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { RedisModule } from './infra/redis.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { HealthModule } from './health/health.module';
import { GenerationsModule } from './generations/generations.module';
import { WebAppModule } from './web/web-app.module';
import { AuthModule } from './auth/auth.module';
import { ProfilesModule } from './profiles/profiles.module';
import { AdminModule } from './admin/admin.module';

/** The api's root: built from a config object so tests start it with their own database and prefix. */
@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MikroOrmModule.forRoot({
          ...createOrmOptions({
            url: config.databaseUrl,
            poolMax: config.env.DATABASE_POOL_MAX,
            log: (level, message) => logger[level]({ database: message }, 'database driver message'),
          }),
          registerRequestContext: false,
        }),
        RedisModule,
        RateLimitModule,
        WebAppModule,
        HealthModule,
        GenerationsModule,
        AuthModule,
        ProfilesModule,
        AdminModule,
      ],
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: APP_PIPE, useClass: ZodValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        {
          // Opens the database pool before the app serves or takes jobs (warm-pool.ts).
          provide: PoolWarmup,
          inject: [EntityManager],
          useFactory: (em: EntityManager) =>
            new PoolWarmup(em, config.env.DATABASE_POOL_MAX, (error) =>
              logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is'),
            ),
        },
      ],
      exports: [API_CONFIG, ROOT_LOGGER],
    };
  }
}
