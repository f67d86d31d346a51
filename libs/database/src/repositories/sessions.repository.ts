import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionKind } from '@infragen/contracts';
import { RefreshToken, Session, type User } from '../entities';

export interface LiveSession {
  session: Session;
  user: User;
}

/** What presenting a refresh token came to. */
export type Rotation =
  /** No live session of this kind has that token (unknown, expired, revoked). */
  | { outcome: 'unknown' }
  /** The token was used before and this is not a lost answer: a copy exists somewhere. */
  | { outcome: 'reused'; sessionId: string; userId: string }
  /** The token is used up and its successor stored; the session lives on. */
  | ({ outcome: 'rotated' } & LiveSession);

export interface RotationInput {
  tokenHash: string;
  kind: SessionKind;
  /**
   * Hash of the successor token. The successor is derived from the token it replaces, so a lost
   * answer presented again gets the same successor, never a second chain of tokens.
   */
  nextTokenHash: string;
  /** The session's new end, when the rotation succeeds. */
  expiresAt: Date;
  /**
   * A used token presented again within this many seconds of its use, while none of its
   * successors has been used, is a lost answer (a reload during a refresh, two tabs at once)
   * and gets its successor again instead of counting as reuse.
   */
  reuseGraceSeconds: number;
}

/**
 * Signed-in sessions and their single-use refresh tokens (only SHA-256 hashes are stored). Every
 * refresh uses up its token and stores the next; a used token coming back means a copy exists.
 */
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new session with its first refresh token. */
  async start(input: {
    userId: string;
    kind: SessionKind;
    expiresAt: Date;
    refreshTokenHash: string;
  }): Promise<Session> {
    const em = this.em.fork();
    const session = em.create(Session, {
      id: randomUUID(),
      user: input.userId,
      kind: input.kind,
      expiresAt: input.expiresAt,
    });
    em.create(RefreshToken, { id: randomUUID(), session, tokenHash: input.refreshTokenHash });
    await em.flush();
    return session;
  }

  /** Uses up a refresh token and stores its successor, in one transaction. */
  async rotate(input: RotationInput): Promise<Rotation> {
    return this.em.fork().transactional(async (em): Promise<Rotation> => {
      const row = await em.findOne(
        RefreshToken,
        { tokenHash: input.tokenHash },
        { populate: ['session', 'session.user'] },
      );
      if (!row) return { outcome: 'unknown' };
      const session = row.session.getEntity();
      if (session.kind !== input.kind || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
        return { outcome: 'unknown' };
      }
      // Mark it used only if nobody else has: of two requests racing with one token, one wins.
      const claimed = await em.nativeUpdate(RefreshToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
      if (claimed === 0 && !(await this.isLostAnswer(em, row, input.reuseGraceSeconds))) {
        return { outcome: 'reused', sessionId: session.id, userId: session.user.id };
      }
      session.lastUsedAt = new Date();
      session.expiresAt = input.expiresAt;
      // A lost answer's successor was stored by the first use: it is answered again, not forked.
      if (claimed > 0 || (await em.count(RefreshToken, { tokenHash: input.nextTokenHash })) === 0) {
        em.create(RefreshToken, { id: randomUUID(), session, tokenHash: input.nextTokenHash });
      }
      return { outcome: 'rotated', session, user: session.user.getEntity() };
    });
  }

  /** A token used moments ago whose successors are all still unused (see RotationInput). */
  private async isLostAnswer(em: EntityManager, row: RefreshToken, graceSeconds: number): Promise<boolean> {
    const used = await em.findOne(RefreshToken, row.id, { refresh: true });
    const usedAt = used?.usedAt;
    if (!usedAt || Date.now() - usedAt.getTime() > graceSeconds * 1000) return false;
    const usedSuccessors = await em.count(RefreshToken, {
      session: row.session.id,
      createdAt: { $gte: usedAt },
      usedAt: { $ne: null },
    });
    return usedSuccessors === 0;
  }

  /** The session a refresh token belongs to, or null for an unknown token. */
  async findByRefreshToken(tokenHash: string): Promise<{ id: string; kind: SessionKind } | null> {
    const row = await this.em.fork().findOne(RefreshToken, { tokenHash }, { populate: ['session'] });
    if (!row) return null;
    const session = row.session.getEntity();
    return { id: session.id, kind: session.kind };
  }

  /** Ends a session; false when it had already ended. */
  async revoke(sessionId: string, reason: string): Promise<boolean> {
    const changed = await this.em
      .fork()
      .nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: reason });
    return changed > 0;
  }

  /** The session and its user, if the session is live (not revoked, not expired) and the user's. */
  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    const session = await this.em
      .fork()
      .findOne(
        Session,
        { id: sessionId, user: userId, revokedAt: null, expiresAt: { $gt: new Date() } },
        { populate: ['user'] },
      );
    return session ? { session, user: session.user.getEntity() } : null;
  }
}
