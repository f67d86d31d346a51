import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createOrmOptions } from '../orm-config';
import { PoolWarmup } from '../warm-pool';
import { REPOSITORIES } from '../repositories';

export interface DatabaseModuleOptions {
  url: string;
  /** Connections this process keeps open (see warm-pool.ts). */
  poolMax: number;
  /** Where the driver's own warnings go (a dropped pooled connection, say). */
  log: (level: 'warn' | 'error', message: string) => void;
  /** Told when the database cannot be reached at start; the process starts anyway. */
  onUnreachable: (error: Error) => void;
}

/**
 * The database of a Nest process (api or worker): the ORM, the pool opened before the process
 * serves or takes jobs, and the repositories, the only way the apps read or write data. Global,
 * so every feature module can inject a repository without importing this module again.
 */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const repositories: Provider[] = REPOSITORIES.map((Repository) => ({
      provide: Repository,
      inject: [EntityManager],
      useFactory: (em: EntityManager) => new Repository(em),
    }));
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        MikroOrmModule.forRoot({
          ...createOrmOptions({ url: options.url, poolMax: options.poolMax, log: options.log }),
          registerRequestContext: false,
        }),
      ],
      providers: [
        ...repositories,
        {
          provide: PoolWarmup,
          inject: [EntityManager],
          useFactory: (em: EntityManager) => new PoolWarmup(em, options.poolMax, options.onUnreachable),
        },
      ],
      exports: [...REPOSITORIES],
    };
  }
}
