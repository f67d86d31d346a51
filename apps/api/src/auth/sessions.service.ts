import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AccessSession, SessionKind } from '@infragen/contracts';
import { RefreshToken, Session, User } from '@infragen/database';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ROOT_LOGGER } from '../common/tokens';
import type { AccessTokenClaims, AuthenticatedUser } from './auth-tokens';
import { SessionNotFoundException } from './session-errors';

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
 * at once. It gets another successor instead of ending the session. A replay later than that, or
 * after the successor was used, still revokes the session. (Decision 009.)
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Refresh tokens are 256 random bits; only their SHA-256 is stored (a leaked table grants nothing). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions and their rotating refresh tokens. A sign-in starts a session; every refresh uses up
 * its token and issues the next; a used token coming back means a copy exists somewhere, so the
 * whole session is revoked (the thief's and the owner's tokens alike).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  private get refreshTtlSeconds(): number {
    return this.config.env.REFRESH_TOKEN_TTL_DAYS * 86_400;
  }

  async start(user: User, kind: SessionKind): Promise<IssuedSession> {
    const em = this.em.fork();
    const session = em.create(Session, {
      id: randomUUID(),
      user: user.id,
      kind,
      expiresAt: new Date(Date.now() + this.refreshTtlSeconds * 1000),
    });
    const refreshToken = this.newRefreshToken(em, session);
    await em.flush();
    return { sessionId: session.id, access: this.accessToken(user, session), refreshToken, refreshMaxAgeSeconds: this.refreshTtlSeconds };
  }

  /** Uses up `token` and issues its successor, with a new access token. */
  async rotate(token: string | null, kind: SessionKind): Promise<{ user: User; issued: IssuedSession }> {
    if (!token) throw new SessionNotFoundException();
    type Outcome = null | { reusedIn: string; userId: string } | { user: User; issued: IssuedSession };
    const outcome = await this.em.fork().transactional(async (em): Promise<Outcome> => {
      const row = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) }, { populate: ['session', 'session.user'] });
      if (!row) return null;
      const session = row.session.getEntity();
      if (session.kind !== kind || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
      // Mark it used only if nobody else has: of two requests racing with one token, one wins.
      const claimed = await em.nativeUpdate(RefreshToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
      if (claimed === 0 && !(await this.isLostAnswer(em, row))) return { reusedIn: session.id, userId: session.user.id };
      session.lastUsedAt = new Date();
      session.expiresAt = new Date(Date.now() + this.refreshTtlSeconds * 1000);
      const refreshToken = this.newRefreshToken(em, session);
      const user = session.user.getEntity();
      const issued: IssuedSession = { sessionId: session.id, access: this.accessToken(user, session), refreshToken, refreshMaxAgeSeconds: this.refreshTtlSeconds };
      return { user, issued };
    });
    if (!outcome) throw new SessionNotFoundException();
    if ('reusedIn' in outcome) {
      // Outside the transaction above, so the revocation stands although the request fails.
      await this.revoke(outcome.reusedIn, 'reuse');
      this.logger.warn({ sessionId: outcome.reusedIn, userId: outcome.userId, kind }, 'a used refresh token was presented again: session revoked');
      throw new SessionNotFoundException();
    }
    return outcome;
  }

  /** A token used moments ago whose successors are all still unused (see REFRESH_REUSE_GRACE_SECONDS). */
  private async isLostAnswer(em: EntityManager, row: RefreshToken): Promise<boolean> {
    const used = await em.findOne(RefreshToken, row.id, { refresh: true });
    const usedAt = used?.usedAt;
    if (!usedAt || Date.now() - usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return false;
    const usedSuccessors = await em.count(RefreshToken, { session: row.session.id, createdAt: { $gte: usedAt }, usedAt: { $ne: null } });
    return usedSuccessors === 0;
  }

  /** Ends the session a refresh token belongs to; unknown tokens count as already ended. */
  async revokeByRefreshToken(token: string | null, kind: SessionKind): Promise<boolean> {
    if (!token) return false;
    const em = this.em.fork();
    const row = await em.findOne(RefreshToken, { tokenHash: hashRefreshToken(token) }, { populate: ['session'] });
    if (!row || row.session.getEntity().kind !== kind) return false;
    return this.revoke(row.session.id, 'signout');
  }

  async revoke(sessionId: string, reason: string): Promise<boolean> {
    return (await this.revokeIn(this.em.fork(), sessionId, reason)) > 0;
  }

  /** The live session and current user behind an access token's claims, or null. */
  async authenticate(claims: AccessTokenClaims): Promise<AuthenticatedUser | null> {
    const session = await this.em
      .fork()
      .findOne(Session, { id: claims.sid, user: claims.sub, revokedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
    if (!session || session.kind !== claims.kind) return null;
    const user = session.user.getEntity();
    return { id: user.id, email: user.email, fullName: user.fullName, role: user.role, sessionId: session.id, sessionKind: session.kind };
  }

  private async revokeIn(em: EntityManager, sessionId: string, reason: string): Promise<number> {
    return em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
  }

  private newRefreshToken(em: EntityManager, session: Session): string {
    const token = randomBytes(32).toString('base64url');
    em.create(RefreshToken, { id: randomUUID(), session, tokenHash: hashRefreshToken(token) });
    return token;
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
