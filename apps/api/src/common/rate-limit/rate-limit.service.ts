import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { REDIS } from '../../infra/redis.module';
import { RateLimitedError } from './rate-limited.error';

/**
 * Counts in one atomic step: the first hit of a window sets its expiry, so a crash between the
 * two commands can never leave a counter that never expires (which would lock a caller out).
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export interface RateLimitState {
  count: number;
  remaining: number;
  resetInSeconds: number;
}

/**
 * Fixed-window counters in Redis, shared by every api instance. Used where abuse is cheap for the
 * caller and costly for us: generations (model calls), sign-in and sign-up (password guessing).
 */
@Injectable()
export class RateLimitService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Counts one hit against `key`; throws RateLimitedError once more than `limit` fall in the window. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitState> {
    const [count, ttlMs] = (await this.redis.eval(CONSUME, 1, this.key(key), String(windowSeconds * 1000))) as [number, number];
    const resetInSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    if (count > limit) throw new RateLimitedError(resetInSeconds);
    return { count, remaining: limit - count, resetInSeconds };
  }

  /** Forgets a key's hits (a successful sign-in clears the failures of that account, say). */
  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.config.redisPrefix}:rate:${key}`;
  }
}
