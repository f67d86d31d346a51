import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AccountCopy,
  AdminPanelCopy,
  AppError,
  type DiscountType,
  type ParsedPromoCode,
  type PromoCodeView,
} from '@infragen/contracts';

interface PromoRow {
  id: string;
  code: string;
  description: string | null;
  discount_type: DiscountType;
  discount_value: string;
  max_uses: number | null;
  current_uses: number;
  expires_at: Date | null;
  is_active: boolean;
  created_by: string | null;
  created_at: Date;
}

const COLUMNS =
  'id, code, description, discount_type, discount_value, max_uses, current_uses, expires_at, is_active, created_by, created_at';

function view(row: PromoRow): PromoCodeView {
  return {
    ...row,
    discount_value: Number(row.discount_value),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What redeeming a code did: the code as stored (its use counted) and the credits balance after. */
export interface RedeemedCode {
  promo: PromoCodeView;
  balance: number;
  redeemedAt: Date;
}

export interface RedeemedBy {
  code: string;
  discountType: DiscountType;
  discountValue: number;
  redeemedAt: Date;
}

/** Promo codes and their redemptions. Codes are stored uppercased, so uniqueness holds however typed. */
export class PromoCodesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every code, newest first. */
  async list(): Promise<PromoCodeView[]> {
    const rows = await this.em
      .getConnection()
      .execute<PromoRow[]>(`select ${COLUMNS} from promo_codes order by created_at desc, code`);
    return rows.map(view);
  }

  /** Stores a new code; AppError PROMO_CODE_TAKEN when the code exists, even under a race. */
  async create(input: ParsedPromoCode, createdBy: string | null): Promise<PromoCodeView> {
    try {
      const rows = await this.em.getConnection().execute<PromoRow[]>(
        `insert into promo_codes (id, code, description, discount_type, discount_value, max_uses, expires_at, created_by)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [
          randomUUID(),
          input.code,
          input.description,
          input.discount_type,
          input.discount_value,
          input.max_uses,
          input.expires_at,
          createdBy,
        ],
      );
      return view(rows[0]!);
    } catch (error) {
      // A raw statement's error is the driver's own: 23505 is PostgreSQL's unique violation.
      if ((error as { code?: unknown }).code === '23505') {
        throw new AppError('PROMO_CODE_TAKEN', AdminPanelCopy.promo.codeTaken(input.code), { cause: error });
      }
      throw error;
    }
  }

  /** Activates or deactivates a code; null when there is no such code. */
  async setActive(id: string, active: boolean): Promise<PromoCodeView | null> {
    const rows = await this.em
      .getConnection()
      .execute<PromoRow[]>(
        `update promo_codes set is_active = ?, updated_at = now() where id = ? returning ${COLUMNS}`,
        [active, id],
      );
    return rows[0] ? view(rows[0]) : null;
  }

  /**
   * Redeems `code` for a user, in one transaction that locks the code's row: the code must exist,
   * be active, not have expired, have uses left, and not have been redeemed by this user before.
   * A credits code adds its credits. Each refusal is an AppError naming the reason.
   */
  async redeem(userId: string, code: string): Promise<RedeemedCode> {
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection();
      const M = AccountCopy.promo;
      const found = await connection.execute<(PromoRow & { expired: boolean })[]>(
        `select ${COLUMNS}, (expires_at is not null and expires_at <= now()) as expired
         from promo_codes where code = ? for update`,
        [code],
        'all',
        em.getTransactionContext(),
      );
      const row = found[0];
      if (!row) throw new AppError('PROMO_CODE_NOT_FOUND', M.notFound);
      if (!row.is_active) throw new AppError('PROMO_CODE_INACTIVE', M.inactive);
      if (row.expired) throw new AppError('PROMO_CODE_EXPIRED', M.expired);
      if (row.max_uses !== null && row.current_uses >= row.max_uses) throw new AppError('PROMO_CODE_USED_UP', M.usedUp);
      const inserted = await connection.execute<{ created_at: Date }[]>(
        `insert into promo_code_redemptions (id, promo_code_id, user_id) values (?, ?, ?)
         on conflict (promo_code_id, user_id) do nothing returning created_at`,
        [randomUUID(), row.id, userId],
        'all',
        em.getTransactionContext(),
      );
      if (!inserted[0]) throw new AppError('PROMO_CODE_ALREADY_REDEEMED', M.alreadyRedeemed);
      const updated = await connection.execute<PromoRow[]>(
        `update promo_codes set current_uses = current_uses + 1, updated_at = now() where id = ? returning ${COLUMNS}`,
        [row.id],
        'all',
        em.getTransactionContext(),
      );
      const credits = row.discount_type === 'credits' ? Math.round(Number(row.discount_value)) : 0;
      const balance = await connection.execute<{ credits: number }[]>(
        `with entry as (
           insert into credit_transactions (id, user_id, amount, reason, reference)
           select ?, ?, ?, 'promo', ? where ? > 0 returning user_id
         )
         update users set credits = credits + ? where id = ? returning credits`,
        [randomUUID(), userId, credits, row.id, credits, credits, userId],
        'all',
        em.getTransactionContext(),
      );
      return {
        promo: view(updated[0]!),
        balance: balance[0]?.credits ?? 0,
        redeemedAt: new Date(inserted[0].created_at),
      };
    });
  }

  /** The codes a user redeemed, newest first. */
  async redeemedBy(userId: string): Promise<RedeemedBy[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ code: string; discount_type: DiscountType; discount_value: string; created_at: Date }[]>(
        `select p.code, p.discount_type, p.discount_value, r.created_at from promo_code_redemptions r
       join promo_codes p on p.id = r.promo_code_id where r.user_id = ? order by r.created_at desc`,
        [userId],
      );
    return rows.map((r) => ({
      code: r.code,
      discountType: r.discount_type,
      discountValue: Number(r.discount_value),
      redeemedAt: new Date(r.created_at),
    }));
  }
}
