import { z } from 'zod';
import { AdminPanelCopy } from '../admin-panel-copy';
import { AccountCopy } from '../account-copy';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'credits'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A promo code as the operator panel reads it (snake_case, the spec's field names). */
export const PromoCodeViewSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string().nullable(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  max_uses: z.number().int().nullable(),
  current_uses: z.number().int(),
  expires_at: z.string().nullable(),
  is_active: z.boolean(),
  created_by: z.uuid().nullable(),
  created_at: z.string(),
});
export type PromoCodeView = z.infer<typeof PromoCodeViewSchema>;

const M = AdminPanelCopy.promo;
/** Letters, digits, - and _ once uppercased; 3 to 32 of them. */
const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Empty text (or nothing) as null, so a cleared form field means "none". */
const emptyAsNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : value);

/**
 * `POST /api/admin/promo-codes`, parsed the way the create dialog fills it: the code trimmed and
 * uppercased; the discount value a number (0 when left empty); max uses a whole number or null
 * when empty; expires at a date or null when empty; the discount type percentage unless chosen.
 */
export const CreatePromoCodeSchema = z
  .strictObject({
    code: z
      .string({ error: M.codeRequired })
      .trim()
      .min(1, { error: M.codeRequired, abort: true })
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(CODE_PATTERN, M.codeFormat)),
    description: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => v || null),
    discount_type: z.enum(DISCOUNT_TYPES).default('percentage'),
    discount_value: z.preprocess(
      (v) => (emptyAsNull(v) === null ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
      z.number({ error: M.valueInvalid }).finite(M.valueInvalid).min(0, M.valueInvalid).max(1_000_000, M.valueInvalid),
    ),
    max_uses: z.preprocess(
      (v) => {
        const value = emptyAsNull(typeof v === 'string' ? v.trim() : v);
        return typeof value === 'string' ? Number(value) : value;
      },
      z.number({ error: M.maxUsesInvalid }).int(M.maxUsesInvalid).min(1, M.maxUsesInvalid).max(10_000_000).nullable(),
    ),
    expires_at: z.preprocess(
      (v) => emptyAsNull(typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: M.expiresInvalid })
        .refine((v) => !Number.isNaN(Date.parse(v)), M.expiresInvalid)
        .transform((v) => new Date(v).toISOString())
        .nullable(),
    ),
  })
  .superRefine((body, context) => {
    if (body.discount_type === 'percentage' && body.discount_value > 100)
      context.addIssue({ code: 'custom', path: ['discount_value'], message: M.percentageTooHigh });
    if (body.discount_type === 'credits' && !Number.isInteger(body.discount_value))
      context.addIssue({ code: 'custom', path: ['discount_value'], message: M.creditsWhole });
  });
export type CreatePromoCode = z.input<typeof CreatePromoCodeSchema>;
export type ParsedPromoCode = z.output<typeof CreatePromoCodeSchema>;

/** `PATCH /api/admin/promo-codes/:id`: Activate/Deactivate. */
export const UpdatePromoCodeSchema = z.strictObject({ is_active: z.boolean() });

export const PromoCodeIdParamsSchema = z.strictObject({ id: z.uuid() });

const R = AccountCopy.promo;

/** `POST /api/account/promo-codes/redeem`: the code as the user typed it (case and spaces do not matter). */
export const RedeemPromoCodeSchema = z.strictObject({
  code: z
    .string({ error: R.required })
    .trim()
    .min(1, R.required)
    .max(32, R.tooLong)
    .transform((code) => code.toUpperCase()),
});
export type RedeemPromoCode = z.input<typeof RedeemPromoCodeSchema>;

/** What a redemption did: credits added (credits codes) or a discount recorded for the next payment. */
export const RedemptionSchema = z.object({
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  /** The catalogue's sentence saying what the code gave. */
  message: z.string(),
  /** The credits balance after the redemption. */
  balance: z.number().int(),
  redeemed_at: z.string(),
});
export type Redemption = z.infer<typeof RedemptionSchema>;

/** The discount of a code as people read it: "10%", "$5.00", "50 credits". */
export function formatDiscount(type: DiscountType, value: number): string {
  if (type === 'percentage') return M.percentage(value);
  if (type === 'fixed_amount') return M.fixedAmount(value);
  return M.credits(value);
}
