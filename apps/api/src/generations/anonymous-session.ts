import { createHash, randomBytes } from 'node:crypto';

/** Header in which an anonymous visitor presents the token returned by their first generation. */
export const ANONYMOUS_SESSION_HEADER = 'x-anonymous-session';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface RequestOwner {
  userId: string | null;
  /** SHA-256 of the anonymous token; only the hash is stored and compared. */
  anonHash: string | null;
}

export function newAnonymousToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAnonymousToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token's hash, or null for anything else (absent, wrong length, wrong alphabet). */
export function anonHashFrom(value: unknown): string | null {
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? hashAnonymousToken(value) : null;
}

export function ownsGeneration(owner: RequestOwner, row: { userId: string | null; anonSessionHash: string | null }): boolean {
  if (row.userId) return owner.userId === row.userId;
  return owner.anonHash !== null && owner.anonHash === row.anonSessionHash;
}

/**
 * ownsGeneration as a SQL condition on a row's `user_id` and `anon_session_hash` (generations and
 * conversations both have them), for statements that check ownership as they write.
 */
export function ownerCondition(owner: RequestOwner): { sql: string; params: unknown[] } {
  // A NULL on either side compares as unknown, so an absent user or anonymous hash matches nothing.
  return { sql: '(user_id = ? or (user_id is null and anon_session_hash = ?))', params: [owner.userId, owner.anonHash] };
}
