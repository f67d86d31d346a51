import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AdminPanelCopy, QueueName } from '@infragen/contracts';
import { createRedis } from '@infragen/runtime';
import { AlertsService } from '../alerts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { REDIS } from '../redis';

/** How long the first api instance to see a stall keeps it to itself. */
const CLAIM_SECONDS = 300;

/**
 * Listens to BullMQ's event stream for stalled jobs: a job whose worker stopped renewing its lock
 * (the process crashed, or was blocked) in the middle of it. Each stall raises one occurrence of
 * the queue's "worker stopped" alert; when several api instances hear it, the first to claim the
 * event in Redis raises it.
 */
@Injectable()
export class StalledJobsWatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  /** One blocking connection per queue: each listener waits on the event stream with its own XREAD. */
  private readonly connections: Redis[] = [];
  private readonly listeners: QueueEvents[] = [];

  constructor(
    private readonly alerts: AlertsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    for (const queue of [QueueName.Generation, QueueName.GithubPush]) {
      const connection = createRedis(this.config.env.REDIS_URL, 'blocking', `api-events-${queue}`, this.logger);
      this.connections.push(connection);
      const events = new QueueEvents(queue, { connection, prefix: `${this.config.redisPrefix}:bull` });
      events.on('error', () => undefined);
      events.on('stalled', ({ jobId }, eventId) => void this.stalled(queue, jobId, eventId));
      this.listeners.push(events);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.listeners.map((events) => events.close().catch(() => undefined)));
    // Each connection is blocked in a read of the event stream: dropping it loses nothing.
    for (const connection of this.connections) connection.disconnect();
  }

  private async stalled(queue: string, jobId: string, eventId: string): Promise<void> {
    try {
      const claimed = await this.redis.set(
        `${this.config.redisPrefix}:monitor:stalled:${queue}:${eventId}`,
        '1',
        'EX',
        CLAIM_SECONDS,
        'NX',
      );
      if (claimed !== 'OK') return;
      await this.alerts.raise({
        title: AdminPanelCopy.raised.jobStalled,
        severity: 'high',
        message: AdminPanelCopy.raised.jobStalledDetail(queue, jobId),
        fingerprint: `stalled:${queue}`,
      });
    } catch (error) {
      this.logger.warn({ err: error, queue, jobId }, 'could not record a stalled job');
    }
  }
}
