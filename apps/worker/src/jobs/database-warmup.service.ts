import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { warmPool } from '@infragen/database';
import { WORKER_CONFIG, WORKER_LOGGER, type WorkerConfig } from '../config/worker-config';

/**
 * Opens the database pool before the worker takes jobs (module init runs before the queue
 * consumers start at bootstrap), so a burst of jobs does not wait for connections.
 */
@Injectable()
export class DatabaseWarmupService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { error } = await warmPool(this.em, this.config.env.DATABASE_POOL_MAX);
    if (error) this.logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is');
  }
}
