import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEntry } from '@infragen/contracts';

export interface NewAuditEntry {
  actorId: string | null;
  actorEmail: string;
  action: string;
  summary: string;
  targetType?: string | null;
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/** Administrators' actions, kept for other administrators to read: appended, never changed. */
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  async record(entry: NewAuditEntry): Promise<void> {
    await this.em.getConnection().execute(
      `insert into admin_audit_log (id, actor_id, actor_email, action, summary, target_type, target_id, details)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb)`,
      [
        randomUUID(),
        entry.actorId,
        entry.actorEmail,
        entry.action,
        entry.summary,
        entry.targetType ?? null,
        entry.targetId ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first; `before` a time when given. `more` tells whether older entries follow. */
  async page(options: { limit: number; before?: Date }): Promise<{ entries: AuditEntry[]; more: boolean }> {
    const rows = await this.em.getConnection().execute<
      {
        id: string;
        actor_id: string | null;
        actor_email: string;
        action: string;
        summary: string;
        target_type: string | null;
        target_id: string | null;
        created_at: Date;
      }[]
    >(
      `select id, actor_id, actor_email, action, summary, target_type, target_id, created_at from admin_audit_log
       ${options.before ? 'where created_at < ?' : ''} order by created_at desc, id desc limit ?`,
      options.before ? [options.before, options.limit + 1] : [options.limit + 1],
    );
    return {
      entries: rows.slice(0, options.limit).map((r) => ({
        id: r.id,
        actorId: r.actor_id,
        actorEmail: r.actor_email,
        action: r.action,
        summary: r.summary,
        targetType: r.target_type,
        targetId: r.target_id,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      more: rows.length > options.limit,
    };
  }
}
