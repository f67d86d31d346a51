import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Logger } from 'pino';
import { AppError, Messages, type AccessSession, type SessionKind } from '@infragen/contracts';
import { SessionsRepository, type Session, type User } from '@infragen/database';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { JWT_KEY, type AccessTokenClaims, type AuthenticatedUser } from './auth-tokens';
import { SessionEndings } from './session-endings';

export interface IssuedSession {
  sessionId: string;
  access: AccessSession;
  refreshToken: string;
  /** Lifetime of the refresh cookie. */
  refreshMaxAgeSeconds: number;
}

/**
 * A used refresh token presented again within this many seconds of its use, while its successor
 * has not been used yet, is a lost answer rather than a copy: a page reloaded in the middle of a
 * refresh (the server rotated, the browser never stored the new cookie), or two tabs refreshing
 * at once. It gets the same successor again instead of ending the session. A replay later than
 * that, or after the successor was used, still revokes the session. (Decision 009.)
 */
const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Refresh tokens are 256 random bits; only their SHA-256 is stored (a leaked table grants nothing). */
function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** No live session behind a refresh token (absent, expired, revoked, or already used). */
export function sessionNotFound(): AppError {
  return new AppError('SESSION_NOT_FOUND', Messages.auth.sessionNotFound);
}

/**
 * Sessions and their rotating refresh tokens. A sign-in starts a session; every refresh uses up
 * its token and issues the next; a used token coming back means a copy exists somewhere, so the
 * whole session is revoked (the thief's and the owner's tokens alike).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly endings: SessionEndings,
    private readonly jwt: JwtService,
    @Inject(JWT_KEY) jwtKey: string,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.successorKey = createHmac('sha256', jwtKey).update('refresh-token-successor').digest();
  }

  /** Key of `successorOf`, derived from the signing key (a key of its own, never the key itself). */
  private readonly successorKey: Buffer;

  /**
   * The token that replaces `token`. It is derived (an HMAC of the used token under a server key)
   * rather than drawn at random, so a refresh whose answer was lost, sent again, gets the very
   * same successor: one chain of tokens per session, never a fork that outlives the original.
   * Without the server's key it is as unpredictable as a random token.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  private get refreshTtlSeconds(): number {
    return this.config.env.REFRESH_TOKEN_TTL_DAYS * 86_400;
  }

  private nextExpiry(): Date {
    return new Date(Date.now() + this.refreshTtlSeconds * 1000);
  }

  async start(user: User, kind: SessionKind): Promise<IssuedSession> {
    const refreshToken = newRefreshToken();
    const session = await this.sessions.start({
      userId: user.id,
      kind,
      expiresAt: this.nextExpiry(),
      refreshTokenHash: hashRefreshToken(refreshToken),
    });
    return this.issued(user, session, refreshToken);
  }

  /** Uses up `token` and issues its successor, with a new access token. */
  async rotate(token: string | null, kind: SessionKind): Promise<{ user: User; issued: IssuedSession }> {
    if (!token) throw sessionNotFound();
    const refreshToken = this.successorOf(token);
    const rotation = await this.sessions.rotate({
      tokenHash: hashRefreshToken(token),
      kind,
      nextTokenHash: hashRefreshToken(refreshToken),
      expiresAt: this.nextExpiry(),
      reuseGraceSeconds: REFRESH_REUSE_GRACE_SECONDS,
    });
    if (rotation.outcome === 'unknown') throw sessionNotFound();
    if (rotation.outcome === 'reused') {
      // Outside the rotation's transaction, so the revocation stands although the request fails.
      await this.revoke(rotation.sessionId, 'reuse');
      this.logger.warn(
        { sessionId: rotation.sessionId, userId: rotation.userId, kind },
        'a used refresh token was presented again: session revoked',
      );
      throw sessionNotFound();
    }
    return { user: rotation.user, issued: this.issued(rotation.user, rotation.session, refreshToken) };
  }

  /** Ends the session a refresh token belongs to; unknown tokens count as already ended. */
  async revokeByRefreshToken(token: string | null, kind: SessionKind): Promise<boolean> {
    if (!token) return false;
    const session = await this.sessions.findByRefreshToken(hashRefreshToken(token));
    if (!session || session.kind !== kind) return false;
    return this.revoke(session.id, 'signout');
  }

  /** Ends a session; its live connections are ended too (on every api instance). */
  async revoke(sessionId: string, reason: string): Promise<boolean> {
    const ended = await this.sessions.revoke(sessionId, reason);
    this.endings.ended(sessionId);
    return ended;
  }

  /**
   * The live session and current user behind an access token's claims, or null. A database that
   * cannot be reached throws (the caller answers 503), never null: an outage is not a sign-out.
   */
  async authenticate(claims: AccessTokenClaims): Promise<AuthenticatedUser | null> {
    const live = await this.sessions.findLive(claims.sid, claims.sub);
    if (!live || live.session.kind !== claims.kind) return null;
    const { user, session } = live;
    return {
      id: user.id,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      sessionId: session.id,
      sessionKind: session.kind,
    };
  }

  private issued(user: User, session: Session, refreshToken: string): IssuedSession {
    return {
      sessionId: session.id,
      access: this.accessToken(user, session),
      refreshToken,
      refreshMaxAgeSeconds: this.refreshTtlSeconds,
    };
  }

  private accessToken(user: User, session: Session): AccessSession {
    const ttl = this.config.env.ACCESS_TOKEN_TTL_SECONDS;
    const claims: AccessTokenClaims = { sub: user.id, sid: session.id, kind: session.kind, role: user.role };
    const accessToken = this.jwt.sign(claims, { expiresIn: ttl });
    // The token's own `exp` (whole seconds), so the client's clock math matches what we enforce.
    const { exp } = this.jwt.decode<{ exp: number }>(accessToken);
    return { accessToken, tokenType: 'Bearer', expiresAt: new Date(exp * 1000).toISOString(), expiresIn: ttl };
  }
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
