import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { AdminPanelCopy, QueueName } from '@infragen/contracts';
import { DatabaseProbe } from '@infragen/database';
import { pingRedis } from '@infragen/runtime';
import { AlertsService } from '../alerts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { QueuesService } from '../queues';
import { REDIS } from '../redis';

const PROBE_TIMEOUT_MS = 1_500;
/** Failed checks in a row before a service counts as down: one slow answer is not an outage. */
const FAILURES_FOR_OUTAGE = 2;
/** Checks in a row without a worker, once one was seen, before "no worker" is raised (a restart is not it). */
const EMPTY_CHECKS_AFTER_WORKERS = 2;
/** Checks in a row with jobs waiting and no worker ever seen. */
const EMPTY_CHECKS_WITH_WAITING = 3;

const A = AdminPanelCopy.raised;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every MONITOR_INTERVAL_MS the api checks what the product stands on and raises a system alert:
 * Redis unreachable (at once: alerts are stored in PostgreSQL), PostgreSQL unreachable (once it
 * answers again, with how long it was away: the alert itself is stored there), and no worker left
 * on the generation queue. Each kind has one fingerprint, so a flapping service counts
 * occurrences on one open alert; several api instances do the same.
 */
@Injectable()
export class ServiceMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | null = null;
  private checking = false;
  private redis = { failures: 0, since: null as Date | null, raised: false };
  private database = { failures: 0, since: null as Date | null, error: '' };
  private workers = { seen: false, emptyChecks: 0, raised: false };

  constructor(
    private readonly probe: DatabaseProbe,
    @Inject(REDIS) private readonly redisClient: Redis,
    private readonly queues: QueuesService,
    private readonly alerts: AlertsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), this.config.env.MONITOR_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One round of checks (never two at once). */
  async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const redisUp = await this.checkRedis();
      await this.checkDatabase();
      if (redisUp) await this.checkWorkers();
    } catch (error) {
      this.logger.error({ err: error }, 'service monitor check failed');
    } finally {
      this.checking = false;
    }
  }

  private async checkRedis(): Promise<boolean> {
    try {
      await pingRedis(this.redisClient, PROBE_TIMEOUT_MS);
      this.redis = { failures: 0, since: null, raised: false };
      return true;
    } catch (error) {
      this.redis.failures += 1;
      this.redis.since ??= new Date();
      if (this.redis.failures >= FAILURES_FOR_OUTAGE && !this.redis.raised) {
        this.redis.raised = true;
        await this.alerts.raise({
          title: A.redisDown,
          severity: 'critical',
          message: A.redisDownDetail(this.redis.since.toISOString(), reason(error)),
          fingerprint: 'outage:redis',
        });
      }
      return false;
    }
  }

  private async checkDatabase(): Promise<void> {
    try {
      await withTimeout(this.probe.ping());
    } catch (error) {
      this.database.failures += 1;
      this.database.since ??= new Date();
      this.database.error = reason(error);
      return;
    }
    const { failures, since, error } = this.database;
    this.database = { failures: 0, since: null, error: '' };
    if (failures >= FAILURES_FOR_OUTAGE && since) {
      await this.alerts.raise({
        title: A.databaseDown,
        severity: 'critical',
        message: A.databaseDownDetail(since.toISOString(), new Date().toISOString(), error),
        fingerprint: 'outage:postgres',
      });
    }
  }

  private async checkWorkers(): Promise<void> {
    const { workers, waiting } = await this.queues.workload(QueueName.Generation);
    if (workers > 0) {
      this.workers = { seen: true, emptyChecks: 0, raised: false };
      return;
    }
    if (!this.workers.seen && waiting === 0) return;
    this.workers.emptyChecks += 1;
    const due = this.workers.seen ? EMPTY_CHECKS_AFTER_WORKERS : EMPTY_CHECKS_WITH_WAITING;
    if (this.workers.emptyChecks >= due && !this.workers.raised) {
      this.workers.raised = true;
      await this.alerts.raise({
        title: A.noWorkers,
        severity: 'critical',
        message: A.noWorkersDetail(waiting),
        fingerprint: 'workers:none',
      });
    }
  }
}
