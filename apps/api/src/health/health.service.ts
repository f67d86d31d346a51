import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { pingRedis } from '@infragen/runtime';
import type { HealthResponse } from '@infragen/contracts';
import { DatabaseProbe } from '@infragen/database';
import { REDIS } from '../redis';

type Check = HealthResponse['checks']['database'];

const TIMEOUT_MS = 1_500;

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseProbe,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthResponse> {
    const [database, redis] = await Promise.all([
      timed(() => this.database.ping()),
      timed(() => pingRedis(this.redis, TIMEOUT_MS)),
    ]);
    const down = (['database', 'redis'] as const).filter((name) => ({ database, redis })[name].status === 'down');
    return { status: down.length ? 'error' : 'ok', checks: { database, redis }, down };
  }
}
