import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { warmPool } from '@infragen/database';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ROOT_LOGGER } from '../common/tokens';

/** Opens the database pool before the api listens, so the first burst of requests does not wait. */
@Injectable()
export class DatabaseWarmupService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const { error } = await warmPool(this.em, this.config.env.DATABASE_POOL_MAX);
    if (error) this.logger.warn({ err: error.message }, 'database not reachable at start; connections will open when it is');
  }
}
