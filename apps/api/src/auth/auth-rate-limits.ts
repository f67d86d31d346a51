import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimitService } from '../common/rate-limit/rate-limit.service';

/**
 * Brute-force limits of sign-in and sign-up, per client address and per account, counted in Redis
 * so every api instance shares them. A refused attempt answers 429 with Retry-After.
 */
export const AUTH_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Attempts on one account, whoever makes them; a successful sign-in clears them. */
  signInPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
} as const;

/** Emails are hashed in keys: Redis holds no addresses. */
function accountKey(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

@Injectable()
export class AuthRateLimits {
  constructor(private readonly limits: RateLimitService) {}

  async signIn(ip: string, email: string, scope: 'user' | 'admin'): Promise<void> {
    const { signInPerIp: ipLimit, signInPerAccount: account } = AUTH_LIMITS;
    await this.limits.consume(`auth:${scope}-signin:ip:${ip}`, ipLimit.limit, ipLimit.windowSeconds);
    await this.limits.consume(`auth:signin:account:${accountKey(email)}`, account.limit, account.windowSeconds);
  }

  async signedIn(email: string): Promise<void> {
    await this.limits.reset(`auth:signin:account:${accountKey(email)}`);
  }

  async signUp(ip: string, email: string): Promise<void> {
    const { signUpPerIp: ipLimit, signUpPerAccount: account } = AUTH_LIMITS;
    await this.limits.consume(`auth:signup:ip:${ip}`, ipLimit.limit, ipLimit.windowSeconds);
    await this.limits.consume(`auth:signup:account:${accountKey(email)}`, account.limit, account.windowSeconds);
  }
}
