import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AppError, Messages, QueueName } from '@infragen/contracts';
import { GenerationsRepository } from '@infragen/database';
import { closeRedis, createRedis } from '@infragen/runtime';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config';
import { JobInspectorService, type JobStanding } from '../jobs';
import { GenerationEndingsService } from './generation-endings.service';

/**
 * A generation younger than this is not judged: the api stores the row a moment before it adds
 * the job, and a worker claims the job a moment after.
 */
const GRACE_MS = 5_000;
/** Generations checked per pass; the next pass continues with the rest. */
const BATCH = 200;
/** Standings that mean a job is still on its way or running. */
const ALIVE: readonly JobStanding[] = ['waiting', 'active', 'delayed'];

/**
 * Nothing may stay queued or running without a live job behind it. The worker that runs a job
 * records its end; when it cannot (the database was away and BullMQ then failed the job), the row
 * would stay "running" forever. At start and every RECONCILE_INTERVAL_MS, one worker at a time
 * (a lock in Redis) looks at generations that have not moved for a while and ends, with a
 * message the browser is told, those whose job is gone or over. A job still waiting or running is
 * left alone; while Redis or the database is away the pass is skipped, never guessed.
 */
@Injectable()
export class ReconcilerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly redis: Redis;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly generations: GenerationsRepository,
    private readonly jobs: JobInspectorService,
    private readonly endings: GenerationEndingsService,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {
    this.redis = createRedis(config.env.REDIS_URL, 'command', 'worker-reconciler', logger);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.schedule(), this.config.env.RECONCILE_INTERVAL_MS);
    this.timer.unref();
    this.schedule();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    await closeRedis(this.redis);
  }

  /** Starts a pass unless one is still going in this process. */
  private schedule(): void {
    this.running ??= this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn({ err: error }, 'reconciliation pass skipped'))
      .finally(() => {
        this.running = null;
      });
  }

  /** One pass; resolves with how many generations it ended (for tests and logs). */
  async pass(): Promise<number> {
    const lock = `${this.config.redisPrefix}:reconcile:lock`;
    const hold = Math.max(this.config.env.RECONCILE_INTERVAL_MS, 5_000);
    if ((await this.redis.set(lock, String(process.pid), 'PX', hold, 'NX')) !== 'OK') return 0;
    let ended = 0;
    try {
      const candidates = await this.generations.findUnfinished(new Date(Date.now() - GRACE_MS), BATCH);
      for (const { id } of candidates) {
        const standing = await this.jobs.standing(QueueName.Generation, id);
        if (ALIVE.includes(standing)) continue;
        await this.endings.fail(id, new AppError('GENERATION_LOST', Messages.generation.lost));
        ended += 1;
      }
    } finally {
      await this.redis.del(lock).catch(() => undefined);
    }
    if (ended > 0) this.logger.warn({ ended }, 'ended generations that had no live job behind them');
    return ended;
  }
}
