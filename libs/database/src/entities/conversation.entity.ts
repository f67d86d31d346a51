import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { FormatId, PlatformId } from '@infragen/contracts';

/**
 * A conversation: a first request and its follow-ups. The product calls these "projects" (the
 * admin dashboard counts them). Owned like a generation: by a user, or by an anonymous session.
 */
@Entity({ tableName: 'conversations' })
@Index({ properties: ['userId', 'updatedAt'] })
export class Conversation {
  [OptionalProps]?: 'userId' | 'anonSessionHash' | 'createdAt' | 'updatedAt' | 'archivedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', nullable: true })
  userId: string | null = null;

  @Property({ type: 'text', nullable: true })
  anonSessionHash: string | null = null;

  /** The first request, shortened: what a list of conversations shows. */
  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  platform!: PlatformId;

  @Property({ type: 'text' })
  format!: FormatId;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();

  /**
   * When its owner archived it: kept and readable, but not counted toward max_projects_per_user
   * (nor shown in the workspace's list). Null while active.
   */
  @Property({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null = null;
}
