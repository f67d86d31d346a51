import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { BILLING_PERIODS, type BillingPeriod } from '@infragen/contracts';

/** A plan of the pricing page: its price per billing period and the credits it grants each period. */
@Entity({ tableName: 'subscription_plans' })
export class SubscriptionPlan {
  [OptionalProps]?:
    'description' | 'price' | 'billingPeriod' | 'creditsIncluded' | 'isActive' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  @Unique()
  name!: string;

  @Property({ type: 'text', default: '' })
  description = '';

  /** US dollars; null for custom pricing. Numeric in the database, so cents never drift. */
  @Property({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  price: string | null = null;

  @Enum({ items: [...BILLING_PERIODS], default: 'monthly' })
  billingPeriod: BillingPeriod = 'monthly';

  /** Credits granted at the start of each billing period; null: unlimited generations. */
  @Property({ type: 'integer', nullable: true })
  creditsIncluded: number | null = null;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
