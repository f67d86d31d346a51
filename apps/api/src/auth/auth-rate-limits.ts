import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Messages } from '@infragen/contracts';
import { RateLimitService } from '../rate-limit';

/**
 * Brute-force limits of sign-in and sign-up, counted in Redis so every api instance shares them.
 * A refused attempt answers 429 with Retry-After.
 */
export const AUTH_LIMITS = {
  /** Attempts from one address, on any accounts (password spraying). */
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins on one account from one address: the first five are free, then each attempt
   * waits twice as long as the last (1 s, 2 s, 4 s... up to 15 minutes); a success clears them.
   * Kept per address, never per account alone: someone guessing elsewhere can slow only
   * themselves, never lock the account's owner (or the administrator) out.
   */
  signInBackoff: { freeFailures: 5, firstWaitMs: 1000, maxWaitMs: 15 * 60 * 1000, windowSeconds: 15 * 60 },
  /** Failed sign-ins on one account from anywhere: counted to alert administrators, never to lock. */
  signInFailuresPerAccount: { windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
} as const;

/** Emails (and addresses, next to them) are hashed in keys: Redis holds neither. */
function hashed(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

@Injectable()
export class AuthRateLimits {
  constructor(private readonly limits: RateLimitService) {}

  /** Lets a sign-in attempt through, or refuses it: too many from this address, or still backing off. */
  async signIn(ip: string, email: string, scope: 'user' | 'admin'): Promise<void> {
    const { signInPerIp: ipLimit, signInBackoff } = AUTH_LIMITS;
    await this.limits.consume(`auth:${scope}-signin:ip:${ip}`, ipLimit.limit, ipLimit.windowSeconds);
    await this.limits.waitOut(this.pairKey(ip, email), signInBackoff, Messages.auth.signInBackoff);
  }

  /** Notes a failed sign-in; answers the account's failures from anywhere in the window (for alerts). */
  async signInFailed(ip: string, email: string): Promise<number> {
    await this.limits.failed(this.pairKey(ip, email), AUTH_LIMITS.signInBackoff);
    const { windowSeconds } = AUTH_LIMITS.signInFailuresPerAccount;
    const state = await this.limits.consume(this.accountKey(email), Number.MAX_SAFE_INTEGER, windowSeconds);
    return state.count;
  }

  async signedIn(ip: string, email: string): Promise<void> {
    await this.limits.reset(this.pairKey(ip, email));
    await this.limits.reset(this.accountKey(email));
  }

  async signUp(ip: string, email: string): Promise<void> {
    const { signUpPerIp: ipLimit, signUpPerAccount: account } = AUTH_LIMITS;
    await this.limits.consume(`auth:signup:ip:${ip}`, ipLimit.limit, ipLimit.windowSeconds);
    await this.limits.consume(`auth:signup:account:${hashed(email)}`, account.limit, account.windowSeconds);
  }

  private pairKey(ip: string, email: string): string {
    return `auth:signin:backoff:${hashed(email)}:${hashed(ip)}`;
  }

  private accountKey(email: string): string {
    return `auth:signin:failures:${hashed(email)}`;
  }
}
