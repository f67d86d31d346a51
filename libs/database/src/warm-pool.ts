import type { EntityManager } from '@mikro-orm/postgresql';

interface KnexClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/**
 * Opens all of the pool's connections now rather than on first need. A PostgreSQL connection is
 * a server process to fork and a login; opened during a burst (fifty generation requests at
 * once), ten of them per process made each job's first statement wait ~300 ms (bench/RESULTS.md).
 * With the pool's minimum at its maximum (orm-config.ts) they then stay open. The connections
 * are held until all are open (a quick query would let one connection serve every caller), then
 * given back. Best effort: a database that is down now is reported by health checks and reached
 * again when it is back.
 */
export async function warmPool(em: EntityManager, size: number): Promise<{ opened: number; error: Error | null }> {
  const client = em.getConnection().getKnex().client as KnexClient;
  const results = await Promise.allSettled(Array.from({ length: size }, () => client.acquireConnection()));
  await Promise.all(results.map((r) => (r.status === 'fulfilled' ? client.releaseConnection(r.value) : undefined)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  return {
    opened: results.filter((r) => r.status === 'fulfilled').length,
    error: failed ? (failed.reason as Error) : null,
  };
}

/**
 * `warmPool` when a Nest application initialises its modules: before the api listens, and before
 * the worker's queue consumers start (they start at bootstrap, after every module's init).
 * Registered with a factory in the api's and the worker's root module.
 */
export class PoolWarmup {
  constructor(
    private readonly em: EntityManager,
    private readonly size: number,
    private readonly onUnreachable: (error: Error) => void,
  ) {}

  async onModuleInit(): Promise<void> {
    const { error } = await warmPool(this.em, this.size);
    if (error) this.onUnreachable(error);
  }
}
