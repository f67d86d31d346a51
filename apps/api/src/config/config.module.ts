import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import { API_CONFIG, type ApiConfig } from './api-config';
import { ROOT_LOGGER } from './tokens';

/** The api's configuration and its logger, injectable everywhere. */
@Module({})
export class ConfigModule {
  static forRoot(config: ApiConfig, logger: Logger): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: logger },
      ],
      exports: [API_CONFIG, ROOT_LOGGER],
    };
  }
}
