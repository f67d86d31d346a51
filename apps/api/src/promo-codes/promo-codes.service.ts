import { Injectable } from '@nestjs/common';
import {
  AccountCopy,
  AdminPanelCopy,
  AppError,
  formatDiscount,
  type ParsedPromoCode,
  type PromoCodeView,
  type Redemption,
} from '@infragen/contracts';
import { PromoCodesRepository } from '@infragen/database';
import { RateLimitService } from '../rate-limit';

/** Guessing codes is cheap: a user may try this many per window. */
const REDEEM_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };

/**
 * Promo codes: created and switched on and off by administrators, redeemed by signed-in users
 * (within max uses and before expiry, once each). A credits code adds its credits at once; a
 * percentage or fixed-amount code is recorded on the account for its next plan payment.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    private readonly promos: PromoCodesRepository,
    private readonly limits: RateLimitService,
  ) {}

  list(): Promise<PromoCodeView[]> {
    return this.promos.list();
  }

  /** AppError PROMO_CODE_TAKEN when the (uppercased) code exists. */
  create(input: ParsedPromoCode, adminId: string): Promise<PromoCodeView> {
    return this.promos.create(input, adminId);
  }

  async setActive(id: string, active: boolean): Promise<PromoCodeView> {
    const updated = await this.promos.setActive(id, active);
    if (!updated) throw new AppError('PROMO_CODE_NOT_FOUND', AdminPanelCopy.promo.notFound);
    return updated;
  }

  async redeem(userId: string, code: string): Promise<Redemption> {
    await this.limits.consume(`promo-redeem:${userId}`, REDEEM_LIMIT.attempts, REDEEM_LIMIT.windowSeconds);
    const { promo, balance, redeemedAt } = await this.promos.redeem(userId, code);
    const M = AccountCopy.promo;
    return {
      code: promo.code,
      discount_type: promo.discount_type,
      discount_value: promo.discount_value,
      message:
        promo.discount_type === 'credits'
          ? M.redeemedCredits(promo.discount_value)
          : M.redeemedDiscount(formatDiscount(promo.discount_type, promo.discount_value)),
      balance,
      redeemed_at: redeemedAt.toISOString(),
    };
  }
}
