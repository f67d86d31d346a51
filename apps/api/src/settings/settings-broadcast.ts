import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, createRedis } from '@infragen/runtime';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { REDIS } from '../redis';
import { SettingsService } from './settings.service';

/** The Redis channel on which a deployment's api instances tell each other the settings changed. */
function settingsChannel(redisPrefix: string): string {
  return `${redisPrefix}:settings:changed`;
}

/**
 * Tells every other api instance of the deployment (same Redis, same key prefix) that this one
 * stored a change of the operator's settings, and hears theirs: each forgets its reused copy at
 * once, so turning maintenance off on one instance is not still answered as on by another. While
 * Redis is away the word is lost and a copy is kept for its short reuse time at most.
 */
@Injectable()
export class SettingsBroadcast implements OnApplicationBootstrap, OnApplicationShutdown {
  /** Tells this instance's own announcements (which it needs not hear) from the others'. */
  private readonly instance = randomUUID();
  private readonly channel: string;
  private subscriber: Redis | null = null;

  constructor(
    private readonly settings: SettingsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.channel = settingsChannel(config.redisPrefix);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.settings.onStored(() => {
      this.redis.publish(this.channel, this.instance).catch((error: Error) => {
        this.logger.warn({ err: error.message }, 'could not tell the other api instances of a settings change');
      });
    });
    const subscriber = createRedis(this.config.env.REDIS_URL, 'blocking', 'api-settings', this.logger);
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, from: string) => {
      if (channel === this.channel && from !== this.instance) this.settings.changedElsewhere();
    });
    // Not awaited: the api starts while Redis is away, and the subscription is made (and made
    // again after an outage) once it answers.
    subscriber.subscribe(this.channel).catch((error: Error) => {
      this.logger.warn({ err: error.message }, 'could not listen for settings changes of other api instances');
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }
}
