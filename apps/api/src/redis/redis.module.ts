import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, createRedis } from '@infragen/runtime';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';

/** The api's Redis connection for plain commands (health, rate limits, cancel announcements). */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [API_CONFIG, ROOT_LOGGER],
      useFactory: (config: ApiConfig, logger: Logger) => createRedis(config.env.REDIS_URL, 'command', 'api', logger),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
