import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppError, Messages } from '@infragen/contracts';
import { API_CONFIG, type ApiConfig } from '../config';
import { REDIS } from '../redis';

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

/** Redis's own clock in ms, so every api instance measures waits the same way. */
const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** ms left to wait after `n` failures, the last at `last`: none for the first `free`, then doubling. */
const BACKOFF_LEFT = `
${NOW_MS}
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n < tonumber(ARGV[1]) then return 0 end
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local wait = math.min(tonumber(ARGV[3]), tonumber(ARGV[2]) * 2 ^ (n - tonumber(ARGV[1])))
local left = last + wait - now
if left > 0 then return math.ceil(left) end
return 0
`;

/** Notes one more failure and when it happened; forgotten `ARGV[1]` ms after the last one. */
const BACKOFF_FAILED = `
${NOW_MS}
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
redis.call('HSET', KEYS[1], 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n
`;

/** Failures free of any wait, the first wait, its ceiling, and how long failures are remembered. */
export interface BackoffPolicy {
  freeFailures: number;
  firstWaitMs: number;
  maxWaitMs: number;
  windowSeconds: number;
}

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

  /** Counts one hit against `key`; throws AppError RATE_LIMITED once more than `limit` fall in the window. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitState> {
    const [count, ttlMs] = (await this.redis.eval(CONSUME, 1, this.key(key), String(windowSeconds * 1000))) as [
      number,
      number,
    ];
    const resetInSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    if (count > limit) {
      throw new AppError('RATE_LIMITED', Messages.http.tooManyRequests(resetInSeconds), {
        retryAfterSeconds: resetInSeconds,
      });
    }
    return { count, remaining: limit - count, resetInSeconds };
  }

  /**
   * Throws AppError RATE_LIMITED (with Retry-After) while `key`'s failures still call for a wait:
   * none for the first `freeFailures`, then the wait doubles with each failure up to `maxWaitMs`.
   */
  async waitOut(key: string, policy: BackoffPolicy, message: (seconds: number) => string): Promise<void> {
    const leftMs = (await this.redis.eval(
      BACKOFF_LEFT,
      1,
      this.key(key),
      String(policy.freeFailures),
      String(policy.firstWaitMs),
      String(policy.maxWaitMs),
    )) as number;
    if (leftMs <= 0) return;
    const seconds = Math.max(1, Math.ceil(leftMs / 1000));
    throw new AppError('RATE_LIMITED', message(seconds), { retryAfterSeconds: seconds });
  }

  /** Notes a failure against `key` for `waitOut`; answers how many there have been. */
  async failed(key: string, policy: BackoffPolicy): Promise<number> {
    return (await this.redis.eval(BACKOFF_FAILED, 1, this.key(key), String(policy.windowSeconds * 1000))) as number;
  }

  /** Forgets a key's hits (a successful sign-in clears the failures of that account, say). */
  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.config.redisPrefix}:rate:${key}`;
  }
}
