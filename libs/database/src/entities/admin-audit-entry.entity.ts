import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One administrator action: who (kept as an email too, so the entry survives the account), what
 * (a stable action name and the catalogue's sentence), on what, and when. Never updated.
 */
@Entity({ tableName: 'admin_audit_log' })
@Index({ properties: ['createdAt'] })
export class AdminAuditEntry {
  [OptionalProps]?: 'actorId' | 'targetType' | 'targetId' | 'details' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'text' })
  actorEmail!: string;

  /** A stable name (`user.role`, `promo.create`, ...) to filter on. */
  @Property({ type: 'text' })
  action!: string;

  /** What it did, in the catalogue's words. */
  @Property({ type: 'text' })
  summary!: string;

  @Property({ type: 'text', nullable: true })
  targetType: string | null = null;

  @Property({ type: 'text', nullable: true })
  targetId: string | null = null;

  @Property({ type: 'jsonb', defaultRaw: `'{}'` })
  details: Record<string, unknown> = {};

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
