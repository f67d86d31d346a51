import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { QueueName } from '@infragen/contracts';
import { closeRedis, createRedis } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';

/** Where a job stands in its queue; `missing` when the queue has no record of it. */
export type JobStanding = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'missing';

/**
 * Reads jobs' states for the worker's own checks (it never adds jobs: the api is the only
 * producer). Fails fast while Redis is away, so a check is skipped rather than stuck.
 */
@Injectable()
export class JobInspectorService implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, @Inject(WORKER_LOGGER) logger: Logger) {
    this.connection = createRedis(config.env.REDIS_URL, 'command', 'worker-inspector', logger);
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, { connection: this.connection, prefix: `${config.redisPrefix}:bull` });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
  }

  async standing(queue: QueueName, jobId: string): Promise<JobStanding> {
    const job = await this.queues.get(queue)!.getJob(jobId);
    if (!job) return 'missing';
    const state = await job.getState();
    if (state === 'waiting' || state === 'prioritized' || state === 'waiting-children') return 'waiting';
    if (state === 'active' || state === 'delayed' || state === 'completed' || state === 'failed') return state;
    return 'missing';
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    await closeRedis(this.connection);
  }
}
