import { z } from 'zod';
import { BILLING_PERIODS } from './plans';
import { DISCOUNT_TYPES } from './promo-codes';

export const CREDIT_REASONS = ['signup', 'plan', 'promo', 'generation', 'refund', 'admin'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** `GET /api/account/credits`: the balance, where credits come from, and what changed it lately. */
export const CreditsOverviewSchema = z.object({
  balance: z.number().int(),
  /** Off: the operator turned spending off and generations use no credits. */
  spendingEnabled: z.boolean(),
  /**
   * True when no language model is configured: the built-in generator answers every request and
   * none spends a credit (only model generations do).
   */
  builtInGenerator: z.boolean(),
  /** True on a plan with unlimited generations: nothing is spent. */
  unlimited: z.boolean(),
  plan: z
    .object({
      id: z.uuid(),
      name: z.string(),
      credits_included: z.number().int().nullable(),
      billing_period: z.enum(BILLING_PERIODS),
    })
    .nullable(),
  /** When the plan's next credits are added; null without a plan that grants any. */
  nextGrantAt: z.string().nullable(),
  history: z.array(
    z.object({
      amount: z.number().int(),
      reason: z.enum(CREDIT_REASONS),
      createdAt: z.string(),
    }),
  ),
  redemptions: z.array(
    z.object({
      code: z.string(),
      discount_type: z.enum(DISCOUNT_TYPES),
      discount_value: z.number(),
      redeemed_at: z.string(),
    }),
  ),
});
export type CreditsOverview = z.infer<typeof CreditsOverviewSchema>;

/**
 * `GET /api/account/projects`: a user's projects, most recently used first, active and archived. A
 * project is a saved conversation with the code generated in it. The limit counts active projects
 * only and never removes one: at it, a new conversation is refused until the user archives or
 * deletes a project.
 */
export const ProjectsOverviewSchema = z.object({
  projects: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      generations: z.number().int(),
      updatedAt: z.string(),
      /** When the user archived it (kept, readable, not counted); null while active. */
      archivedAt: z.string().nullable(),
    }),
  ),
  /** How many projects are active (not archived): what the limit counts. */
  active: z.number().int(),
  /** How many active projects a user may have (max_projects_per_user); null when the operator set none (0). */
  limit: z.number().int().nullable(),
});
export type ProjectsOverview = z.infer<typeof ProjectsOverviewSchema>;

export const ProjectIdParamsSchema = z.strictObject({ id: z.uuid() });
