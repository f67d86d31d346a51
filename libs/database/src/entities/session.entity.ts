import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { SESSION_KINDS, type SessionKind } from '@infragen/contracts';
import { User } from './user.entity';

/**
 * One signed-in session: the family of refresh tokens issued from one sign-in. Access tokens name
 * it (`sid`), so revoking it ends the access tokens too. User and admin sessions are separate rows
 * (`kind`), so signing out of one leaves the other.
 */
@Entity({ tableName: 'sessions' })
@Index({ properties: ['user'] })
export class Session {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'revokedReason';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: [...SESSION_KINDS] })
  kind!: SessionKind;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastUsedAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  /** signout, reuse (an old refresh token came back: the family is presumed stolen), expired. */
  @Property({ type: 'text', nullable: true })
  revokedReason: string | null = null;
}
