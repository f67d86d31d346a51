import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import { Session } from './session.entity';

/**
 * One refresh token of a session. Each is good for one use: using it marks it used and issues the
 * next. A used token presented again means someone kept a copy, and revokes the whole session.
 * Only the SHA-256 of the token is stored.
 */
@Entity({ tableName: 'refresh_tokens' })
@Index({ properties: ['session'] })
export class RefreshToken {
  [OptionalProps]?: 'createdAt' | 'usedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Session, { ref: true, deleteRule: 'cascade' })
  session!: Ref<Session>;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;
}
