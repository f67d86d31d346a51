import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { User } from './user.entity';

/** An address left in the blog's newsletter box: lowercased, once each. */
@Entity({ tableName: 'newsletter_subscriptions' })
@Index({ properties: ['createdAt'] })
export class NewsletterSubscription {
  [OptionalProps]?: 'createdAt' | 'handledAt' | 'handledBy';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique()
  email!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When an administrator marked it handled; null while it is open. */
  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  /** The administrator who marked it handled; kept as null if that account goes. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', fieldName: 'handled_by' })
  handledBy: Ref<User> | null = null;
}
