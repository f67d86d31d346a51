import { z } from 'zod';
import { AdminPanelCopy } from '../admin-panel-copy';

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A subscription plan (snake_case, as the operator panel reads it). */
export const PlanViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** In US dollars; null for custom pricing (Enterprise). */
  price: z.number().nullable(),
  billing_period: z.enum(BILLING_PERIODS),
  /** Credits granted at the start of each billing period; null for unlimited generations. */
  credits_included: z.number().int().nullable(),
  is_active: z.boolean(),
});
export type PlanView = z.infer<typeof PlanViewSchema>;

const P = AdminPanelCopy.plans;

/** `PATCH /api/admin/plans/:id`: Activate/Deactivate, or the Edit dialog's fields. */
export const UpdatePlanSchema = z.strictObject({
  is_active: z.boolean().optional(),
  name: z.string().trim().min(1, P.nameRequired).max(100).optional(),
  description: z.string().trim().max(1000).optional(),
  price: z.number({ error: P.priceInvalid }).min(0, P.priceInvalid).max(1_000_000).nullable().optional(),
  billing_period: z.enum(BILLING_PERIODS).optional(),
  credits_included: z
    .number({ error: P.creditsInvalid })
    .int(P.creditsInvalid)
    .min(0, P.creditsInvalid)
    .max(10_000_000)
    .nullable()
    .optional(),
});
export type UpdatePlan = z.infer<typeof UpdatePlanSchema>;

export const PlanIdParamsSchema = z.strictObject({ id: z.uuid() });
