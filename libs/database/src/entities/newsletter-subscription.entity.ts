import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** An address left in the blog's newsletter box: lowercased, once each. */
@Entity({ tableName: 'newsletter_subscriptions' })
@Index({ properties: ['createdAt'] })
export class NewsletterSubscription {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique()
  email!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
