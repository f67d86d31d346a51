import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { cancelChannel, QueueName } from '@infragen/contracts';
import { closeRedis, createRedis } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';
import { JobRunnerService } from './job-runner.service';

/**
 * Listens for cancellations announced by the api. Every worker hears every announcement; only the
 * one running the job has it, and its AbortSignal fires.
 */
@Injectable()
export class CancelListenerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private subscriber: Redis | null = null;

  constructor(
    private readonly runner: JobRunnerService,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscriber = createRedis(this.config.env.REDIS_URL, 'blocking', 'worker-cancel', this.logger);
    this.subscriber.on('message', (channel: string, id: string) => {
      if (channel !== cancelChannel(this.config.redisPrefix)) return;
      if (this.runner.cancel(QueueName.Generation, id)) this.logger.info({ generationId: id }, 'cancelling generation');
    });
    await this.subscriber.subscribe(cancelChannel(this.config.redisPrefix));
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }
}
