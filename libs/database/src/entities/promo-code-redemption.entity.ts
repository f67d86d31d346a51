import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { PromoCode } from './promo-code.entity';
import { User } from './user.entity';

/** One user's use of a promo code: at most one per user and code. */
@Entity({ tableName: 'promo_code_redemptions' })
@Unique({ properties: ['promoCode', 'user'] })
export class PromoCodeRedemption {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => PromoCode, { ref: true, deleteRule: 'cascade' })
  promoCode!: Ref<PromoCode>;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
