import type { EntityManager } from '@mikro-orm/postgresql';

export interface ProjectSummary {
  id: string;
  title: string;
  generations: number;
  updatedAt: Date;
}

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
 * Projects: a user's saved conversations with the code generated in them. A user keeps a limited
 * number (the operator's max_projects_per_user); beyond it, the least recently used go.
 */
export class ProjectsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A user's projects, most recently used first. */
  async list(userId: string): Promise<ProjectSummary[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; title: string; generations: string; updated_at: Date }[]>(
        `select c.id, c.title, c.updated_at, (select count(*) from generations g where g.conversation_id = c.id) as generations
       from conversations c where c.user_id = ? order by c.updated_at desc, c.id desc`,
        [userId],
      );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      generations: Number(r.generations),
      updatedAt: new Date(r.updated_at),
    }));
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
   * rows then belong to the user alone, as if the user had made them. Returns the conversation
   * ids moved.
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

  /**
   * Keeps the user's `keep` most recently used projects and removes the others (but those still
   * generating). Returns the ids removed.
   */
  async keepLatest(userId: string, keep: number): Promise<string[]> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      removal(`select c.id from (
          select id, row_number() over (order by updated_at desc, id desc) as n from conversations where user_id = ?
        ) ranked join conversations c on c.id = ranked.id where ranked.n > ? and not ${BUSY}`),
      [userId, keep],
    );
    return rows.map((r) => r.id);
  }
}
