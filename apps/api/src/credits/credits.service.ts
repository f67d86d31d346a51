import { Inject, Injectable } from '@nestjs/common';
import { AccountCopy, AppError, type CreditsOverview } from '@infragen/contracts';
import { CreditsRepository, PlansRepository, PromoCodesRepository } from '@infragen/database';
import { modelConfigFromEnv } from '@infragen/llm';
import { API_CONFIG, type ApiConfig } from '../config';
import { SettingsService } from '../settings';
import { billingPeriod } from './billing-period';

/** The ledger lines the account page shows. */
const HISTORY_SHOWN = 10;

/**
 * Credits: a new account's welcome credits (default_credits_new_user), its plan's credits each
 * billing period, promo codes' credits, and one credit spent per generation of a signed-in user
 * by the language model while the operator keeps spending on (credits_spending_enabled);
 * administrators and accounts on an unlimited plan spend none, and so does every generation of
 * the built-in generator, which answers when no model is configured (decision 032: credits pay
 * for model calls, the built-in generator costs nothing to run). A plan's credits for the
 * current period are added the first time they are needed or shown; a period nobody used adds
 * nothing later.
 */
@Injectable()
export class CreditsService {
  /**
   * Whether generations go to a language model. Read from the same variables the worker chooses
   * its source by (OPENAI_API_KEY / OPENAI_BASE_URL), which every process of an installation shares.
   */
  private readonly modelGenerations: boolean;

  constructor(
    private readonly credits: CreditsRepository,
    private readonly plans: PlansRepository,
    private readonly promos: PromoCodesRepository,
    private readonly settings: SettingsService,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.modelGenerations = modelConfigFromEnv(config.env) !== null;
  }

  /** A new account: its welcome credits, and the default (free) plan with its first period's credits. */
  async welcome(userId: string): Promise<void> {
    const { default_credits_new_user: welcome } = await this.settings.current();
    if (welcome > 0) await this.credits.grant(userId, Math.floor(welcome), 'signup', 'signup');
    const plan = await this.plans.defaultPlanId();
    if (plan) {
      await this.credits.setPlan(userId, plan);
      await this.settle(userId);
    }
  }

  /**
   * Spends the credit of a generation about to be queued. Free when the built-in generator answers
   * (no model configured), the operator turned spending off or the account's plan is unlimited;
   * otherwise AppError CREDITS_EXHAUSTED when none is left. True when a credit was spent (give it
   * back with `refund` if the generation is not queued).
   */
  async spend(userId: string, generationId: string): Promise<boolean> {
    if (!this.modelGenerations) return false;
    if (!(await this.settings.current()).credits_spending_enabled) return false;
    let spent = await this.credits.spend(userId, generationId);
    if (spent.unlimited) return false;
    if (spent.balance === null && (await this.settle(userId))) spent = await this.credits.spend(userId, generationId);
    if (spent.balance === null) throw new AppError('CREDITS_EXHAUSTED', AccountCopy.credits.exhausted);
    return true;
  }

  async refund(userId: string, generationId: string): Promise<void> {
    await this.credits.refund(userId, generationId);
  }

  /** What the account page shows: balance, plan, next credits, recent changes, redeemed codes. */
  async overview(userId: string): Promise<CreditsOverview> {
    await this.settle(userId);
    const [balance, plan, unlimited, history, redeemed, settings] = await Promise.all([
      this.credits.balance(userId),
      this.credits.planOf(userId),
      this.credits.isUnlimited(userId),
      this.credits.history(userId, HISTORY_SHOWN),
      this.promos.redeemedBy(userId),
      this.settings.current(),
    ]);
    const grants = plan?.isActive && plan.creditsIncluded !== null && plan.creditsIncluded > 0;
    return {
      balance,
      spendingEnabled: settings.credits_spending_enabled,
      builtInGenerator: !this.modelGenerations,
      unlimited,
      plan: plan
        ? {
            id: plan.planId,
            name: plan.name,
            credits_included: plan.creditsIncluded,
            billing_period: plan.billingPeriod,
          }
        : null,
      nextGrantAt: grants ? billingPeriod(plan.startedAt, plan.billingPeriod, new Date()).next.toISOString() : null,
      history: history.map((h) => ({ amount: h.amount, reason: h.reason, createdAt: h.createdAt.toISOString() })),
      redemptions: redeemed.map((r) => ({
        code: r.code,
        discount_type: r.discountType,
        discount_value: r.discountValue,
        redeemed_at: r.redeemedAt.toISOString(),
      })),
    };
  }

  /** Adds the plan's credits for the current period unless they were added; true when added now. */
  private async settle(userId: string): Promise<boolean> {
    const plan = await this.credits.planOf(userId);
    if (!plan || !plan.isActive || plan.creditsIncluded === null || plan.creditsIncluded <= 0) return false;
    const period = billingPeriod(plan.startedAt, plan.billingPeriod, new Date());
    return this.credits.grant(userId, plan.creditsIncluded, 'plan', `${plan.planId}:${period.start.toISOString()}`);
  }
}
