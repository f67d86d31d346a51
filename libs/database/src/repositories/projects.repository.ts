import type { EntityManager } from '@mikro-orm/postgresql';

export interface ProjectSummary {
  id: string;
  title: string;
  generations: number;
  updatedAt: Date;
  /** When its owner archived it; null while active. */
  archivedAt: Date | null;
}

export type RestoreOutcome = 'restored' | 'limit' | 'missing';

/**
 * A conversation with a generation that has not ended (queued, running, being checked) is never
 * removed under it. Named by the endings, so a new in-between status counts as busy.
 */
const BUSY = `exists (select 1 from generations g where g.conversation_id = c.id
  and g.status not in ('completed', 'failed', 'cancelled'))`;

/**
 * Removes the conversations of `target` (a select of ids) with their messages and generations, in
 * one statement. Messages and generations name their conversation without a foreign key (they are
 * written on the live path in single statements), so they are removed here explicitly.
 */
function removal(target: string): string {
  return `with target as (${target}),
    gone_messages as (delete from conversation_messages where conversation_id in (select id from target)),
    gone_generations as (delete from generations where conversation_id in (select id from target))
    delete from conversations where id in (select id from target) returning id`;
}

/**
 * Projects: a user's saved conversations with the code generated in them. The operator's
 * max_projects_per_user bounds how many are active (not archived); nothing here removes a project
 * but its owner's own delete (decision 031).
 */
export class ProjectsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A user's projects, active and archived, most recently used first. */
  async list(userId: string): Promise<ProjectSummary[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; title: string; generations: string; updated_at: Date; archived_at: Date | null }[]>(
        `select c.id, c.title, c.updated_at, c.archived_at,
         (select count(*) from generations g where g.conversation_id = c.id) as generations
       from conversations c where c.user_id = ? order by c.updated_at desc, c.id desc`,
        [userId],
      );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      generations: Number(r.generations),
      updatedAt: new Date(r.updated_at),
      archivedAt: r.archived_at === null ? null : new Date(r.archived_at),
    }));
  }

  /** How many of the user's projects are active: what max_projects_per_user counts. */
  async countActive(userId: string): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ n: string }[]>('select count(*) as n from conversations where user_id = ? and archived_at is null', [
        userId,
      ]);
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * Archives one of the user's projects: kept whole, no longer counted. Archiving it again keeps
   * the first time. False when it is not the user's.
   */
  async archive(userId: string, id: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'update conversations set archived_at = coalesce(archived_at, now()) where id = ? and user_id = ? returning id',
        [id, userId],
      );
    return rows.length > 0;
  }

  /**
   * Makes an archived project of the user's active again, unless that would take the user's active
   * projects beyond `limit` (null: no limit). Restoring an active one changes nothing. Two restores
   * at once may both pass the count: the limit only bounds new work, so one project over is harmless.
   */
  async restore(userId: string, id: string, limit: number | null): Promise<RestoreOutcome> {
    const connection = this.em.getConnection();
    const restored = await connection.execute<{ id: string }[]>(
      `update conversations c set archived_at = null where c.id = ? and c.user_id = ? and (
         c.archived_at is null or ?::int is null
         or (select count(*) from conversations a where a.user_id = ? and a.archived_at is null) < ?::int
       ) returning id`,
      [id, userId, limit, userId, limit],
    );
    if (restored.length > 0) return 'restored';
    const exists = await connection.execute<{ id: string }[]>(
      'select id from conversations where id = ? and user_id = ?',
      [id, userId],
    );
    return exists.length > 0 ? 'limit' : 'missing';
  }

  /**
   * Deletes one of the user's projects with its messages and generations. `busy` when a
   * generation of it is still running (stop it first), `missing` when it is not the user's.
   */
  async remove(userId: string, id: string): Promise<'removed' | 'busy' | 'missing'> {
    const connection = this.em.getConnection();
    const removed = await connection.execute<{ id: string }[]>(
      removal(`select c.id from conversations c where c.id = ? and c.user_id = ? and not ${BUSY}`),
      [id, userId],
    );
    if (removed.length > 0) return 'removed';
    const exists = await connection.execute<{ id: string }[]>(
      'select id from conversations where id = ? and user_id = ?',
      [id, userId],
    );
    return exists.length > 0 ? 'busy' : 'missing';
  }

  /**
   * Hands what an anonymous session started (its conversations and their generations) to a user
   * who has just signed up or in with that session's token, so the visitor keeps their work. The
   * rows then belong to the user alone, as if the user had made them, and stay active even when
   * that takes the user beyond max_projects_per_user: nothing is removed to make room, and new
   * projects are refused until the user archives or deletes some. Returns the conversation ids moved.
   */
  async adoptAnonymous(anonHash: string, userId: string): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with moved_generations as (
         update generations set user_id = ?, anon_session_hash = null where user_id is null and anon_session_hash = ?
       )
       update conversations set user_id = ?, anon_session_hash = null
       where user_id is null and anon_session_hash = ? returning id`,
      [userId, anonHash, userId, anonHash],
    );
    return rows.map((r) => r.id);
  }
}
