import type { EntityManager } from '@mikro-orm/postgresql';

/** Answers whether the database is reachable: the health check's probe. */
export class DatabaseProbe {
  constructor(private readonly em: EntityManager) {}

  async ping(): Promise<void> {
    await this.em.getConnection().execute('select 1', [], 'get');
  }
}
