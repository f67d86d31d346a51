import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppError, Messages } from '@infragen/contracts';
import { JWT_KEY } from './auth-tokens';

/** `<id>.<mac>`: 32 random bytes and their HMAC-SHA256, both base64url (decision 029). */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

/** Only the session id's SHA-256 is stored and compared, so a leaked table grants nothing. */
function hashOfId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** An anonymous visitor's session as the server issued it: the token to hand over and its stored hash. */
interface IssuedAnonymousSession {
  token: string;
  hash: string;
}

/**
 * Anonymous visitors' sessions: tokens the server issues and signs (HMAC-SHA256 under a key
 * derived from the access tokens' key, so every api instance sharing JWT_SECRET accepts them), and
 * the check of a presented token on every use (the HTTP header and the socket handshake). A
 * client can no longer choose its session: a token without this server's signature is refused
 * with ANONYMOUS_SESSION_INVALID, never taken as "no session".
 */
@Injectable()
export class AnonymousSessions {
  private readonly key: Buffer;

  constructor(@Inject(JWT_KEY) jwtKey: string) {
    // A key of its own (not the JWT key itself), so a MAC can never stand in for a token signature.
    this.key = createHmac('sha256', jwtKey).update('infragen anonymous session v1').digest();
  }

  issue(): IssuedAnonymousSession {
    const id = randomBytes(32).toString('base64url');
    return { token: `${id}.${this.mac(id)}`, hash: hashOfId(id) };
  }

  /**
   * The stored hash of a presented token; null when none was presented (absent or empty). A
   * token that is malformed or not signed by this server throws ANONYMOUS_SESSION_INVALID (401).
   */
  hashOf(value: unknown): string | null {
    if (value === undefined || value === null || value === '') return null;
    const match = typeof value === 'string' ? TOKEN_PATTERN.exec(value) : null;
    if (!match) throw invalid();
    const [, id, mac] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.mac(id));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    return hashOfId(id);
  }

  private mac(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }
}

function invalid(): AppError {
  return new AppError('ANONYMOUS_SESSION_INVALID', Messages.auth.anonymousSessionInvalid);
}
