import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Worker, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { Redis } from 'ioredis';
import { QueueName, type JobName } from '@infragen/contracts';
import { closeRedis, createRedis } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';
import { ON_JOB, type JobHandler, type JobRoute } from './on-job.decorator';
import { resolveHandlers, type FoundHandler } from './resolve-handlers';

/** Called when a job has failed for good (including a job that stalled too often). */
export type FinalFailureHook = (job: Job, error: Error) => Promise<void>;

/**
 * Runs one BullMQ worker per queue and dispatches each job to its @OnJob handler. On shutdown the
 * workers stop taking jobs and wait for active ones up to SHUTDOWN_TIMEOUT_MS; past that the jobs
 * are released (their locks lapse) and BullMQ hands them to another worker: never lost.
 */
@Injectable()
export class JobRunnerService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly workers = new Map<QueueName, Worker>();
  private readonly connections: Redis[] = [];
  private readonly failureHooks = new Map<QueueName, FinalFailureHook>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  onFinalFailure(queue: QueueName, hook: FinalFailureHook): void {
    this.failureHooks.set(queue, hook);
  }

  private discover(): FoundHandler[] {
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const route = Reflect.getMetadata(ON_JOB, prototype, method) as JobRoute | undefined;
        if (!route) continue;
        const fn = instance[method] as JobHandler;
        found.push({ ...route, owner: `${wrapper.name}.${method}`, handler: fn.bind(instance) });
      }
    }
    return found;
  }

  onApplicationBootstrap(): void {
    const table = resolveHandlers(this.discover());
    for (const queue of Object.values(QueueName)) {
      const handlers = table[queue];
      const connection = createRedis(this.config.env.REDIS_URL, 'blocking', `worker-${queue}`, this.logger);
      this.connections.push(connection);
      const worker = new Worker(
        queue,
        async (job: Job, _token?: string, signal?: AbortSignal) => {
          const handler = handlers.get(job.name as JobName);
          if (!handler) throw new Error(`no handler for job ${job.name}`);
          return handler(job, signal ?? new AbortController().signal);
        },
        {
          connection,
          prefix: `${this.config.redisPrefix}:bull`,
          concurrency: this.config.env.WORKER_CONCURRENCY,
          // A worker killed mid-job stops renewing its lock; after this long the job is stalled
          // and moved back to wait for another worker (at most once, then it fails).
          lockDuration: 10_000,
          stalledInterval: 5_000,
          maxStalledCount: 1,
        },
      );
      worker.on('error', (error) => this.logger.warn({ queue, err: error.message }, 'queue worker error'));
      worker.on('failed', (job, error) => {
        if (!job) return;
        const final =
          job.attemptsMade >= (job.opts.attempts ?? 1) ||
          error.name === 'UnrecoverableError' ||
          /stalled more than/i.test(error.message);
        if (!final) return;
        const hook = this.failureHooks.get(queue);
        hook?.(job, error).catch((hookError: unknown) =>
          this.logger.error({ err: hookError, jobId: job.id }, 'final-failure hook failed'),
        );
      });
      this.workers.set(queue, worker);
    }
    this.logger.info(
      { queues: [...this.workers.keys()], concurrency: this.config.env.WORKER_CONCURRENCY },
      'worker consuming',
    );
  }

  /** Fires the AbortSignal of the job if this process runs it; false when it does not. */
  cancel(queue: QueueName, jobId: string): boolean {
    const worker = this.workers.get(queue);
    if (!worker) return false;
    return worker.cancelJob(jobId);
  }

  /** Before any connection closes, so active jobs can still emit and store their results. */
  async beforeApplicationShutdown(): Promise<void> {
    const timeout = this.config.env.SHUTDOWN_TIMEOUT_MS;
    await Promise.all(
      [...this.workers.values()].map(async (worker) => {
        let timer: NodeJS.Timeout | undefined;
        const graceful = worker.close();
        const expired = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeout);
        });
        if ((await Promise.race([graceful, expired])) === 'timeout') {
          this.logger.warn(
            { queue: worker.name },
            'active jobs did not finish in time; releasing them to other workers',
          );
          await worker.close(true);
        }
        clearTimeout(timer);
      }),
    );
    // BullMQ closes the connections it made for itself, not the one it was given.
    await Promise.all(this.connections.map((connection) => closeRedis(connection)));
  }
}
