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
