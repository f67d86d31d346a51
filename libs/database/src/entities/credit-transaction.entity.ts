import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { CREDIT_REASONS, type CreditReason } from '@infragen/contracts';
import { User } from './user.entity';

/**
 * One change of a user's credits and why. `reference` names what caused it (a generation, a plan
 * period, a promo code), and one cause changes credits once: a retried request cannot grant or
 * spend twice.
 */
@Entity({ tableName: 'credit_transactions' })
@Index({ properties: ['user', 'createdAt'] })
@Unique({ properties: ['user', 'reason', 'reference'] })
export class CreditTransaction {
  [OptionalProps]?: 'reference' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  /** Positive: credits added; negative: spent. */
  @Property({ type: 'integer' })
  amount!: number;

  @Enum({ items: [...CREDIT_REASONS] })
  reason!: CreditReason;

  @Property({ type: 'text', nullable: true })
  reference: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
