import { Entity, Enum, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { DISCOUNT_TYPES, type DiscountType } from '@infragen/contracts';

/** A code users redeem: a discount on a plan payment, or credits added at once. */
@Entity({ tableName: 'promo_codes' })
export class PromoCode {
  [OptionalProps]?:
    | 'description'
    | 'discountType'
    | 'discountValue'
    | 'maxUses'
    | 'currentUses'
    | 'expiresAt'
    | 'isActive'
    | 'createdBy'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Stored uppercased, so uniqueness holds however it was typed. */
  @Property({ type: 'text' })
  @Unique()
  code!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Enum({ items: [...DISCOUNT_TYPES], default: 'percentage' })
  discountType: DiscountType = 'percentage';

  @Property({ type: 'decimal', precision: 12, scale: 2, default: 0 })
  discountValue = '0';

  /** Null: no limit. */
  @Property({ type: 'integer', nullable: true })
  maxUses: number | null = null;

  @Property({ type: 'integer', default: 0 })
  currentUses = 0;

  /** Null: never expires. */
  @Property({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'boolean', default: true })
  isActive = true;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
