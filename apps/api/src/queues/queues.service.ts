import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type JobsOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { closeRedis, createRedis, serviceUnavailable } from '@infragen/runtime';
import { QueueName, type JobDataByQueue, type JobName } from '@infragen/contracts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';

/** Defaults for every job: a stalled job gets at most one more try, finished jobs do not pile up. */
const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 500 },
  removeOnComplete: { age: 3600, count: 1000 },
  removeOnFail: { age: 24 * 3600, count: 5000 },
};

/**
 * Producer side of the BullMQ queues, the one place the api creates them: features add, remove
 * and inspect jobs through this service, all on one Redis connection.
 */
@Injectable()
export class QueuesService implements OnApplicationShutdown {
  private readonly connection: Redis;
  private readonly queues: { [Q in QueueName]: Queue<JobDataByQueue[Q]> };

  constructor(@Inject(API_CONFIG) config: ApiConfig, @Inject(ROOT_LOGGER) logger: Logger) {
    // One connection for all producers; it fails fast while Redis is away so requests answer 503.
    const connection = createRedis(config.env.REDIS_URL, 'command', 'api-queues', logger);
    this.connection = connection;
    const options = { connection, prefix: `${config.redisPrefix}:bull`, defaultJobOptions: DEFAULT_JOB_OPTIONS };
    this.queues = {
      [QueueName.Generation]: new Queue(QueueName.Generation, options),
      [QueueName.GithubPush]: new Queue(QueueName.GithubPush, options),
    };
    for (const queue of Object.values(this.queues)) queue.on('error', () => undefined);
  }

  /** Adds a job whose id is `jobId`; answers 503 (not 500) when Redis is unreachable. */
  async add<Q extends QueueName>(name: Q, jobName: JobName, data: JobDataByQueue[Q], jobId: string): Promise<void> {
    try {
      // BullMQ's generic typing of names and data does not follow a mapped queue type.
      await (this.queues[name] as Queue).add(jobName, data, { jobId });
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
  }

  /**
   * Removes a job no worker holds (waiting, delayed, or stalled) in one BullMQ script, and leaves
   * an active one. True when it was removed.
   */
  async removeUnclaimed(name: QueueName, jobId: string): Promise<boolean> {
    try {
      return (await this.queues[name].remove(jobId)) === 1;
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
  }

  /** Worker processes connected to a queue now (BullMQ names their connections), and the jobs waiting for one. */
  async workload(name: QueueName): Promise<{ workers: number; waiting: number }> {
    try {
      const queue = this.queues[name];
      const [workers, waiting] = await Promise.all([queue.getWorkersCount(), queue.getWaitingCount()]);
      return { workers, waiting };
    } catch (error) {
      throw serviceUnavailable('redis', error);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((q) => q.close().catch(() => undefined)));
    // BullMQ leaves a connection it was given open.
    await closeRedis(this.connection);
  }
}
