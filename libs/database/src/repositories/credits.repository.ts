import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CreditReason } from '@infragen/contracts';

export interface CreditChange {
  amount: number;
  reason: CreditReason;
  createdAt: Date;
}

/** What plan credits an account receives, and since when its billing periods count. */
export interface AccountPlan {
  planId: string;
  name: string;
  billingPeriod: 'monthly' | 'yearly';
  creditsIncluded: number | null;
  isActive: boolean;
  startedAt: Date;
}

/** Accounts that spend no credits: on an active plan with unlimited generations, or administrators. */
const UNLIMITED = `select u.id, (coalesce(p.is_active and p.credits_included is null, false) or u.role = 'admin') as unlimited
  from users u left join subscription_plans p on p.id = u.plan_id`;

/**
 * Credits: a balance on each account and a ledger of every change. Each change names its cause
 * (`reference`: a generation, a plan period, a promo code) and a cause changes credits at most
 * once, so a retried request never grants or spends twice. Balance and ledger change in one
 * statement, so they cannot disagree.
 */
export class CreditsRepository {
  constructor(private readonly em: EntityManager) {}

  async balance(userId: string): Promise<number> {
    const rows = await this.em
      .getConnection()
      .execute<{ credits: number }[]>('select credits from users where id = ?', [userId]);
    return rows[0]?.credits ?? 0;
  }

  /**
   * Adds `amount` credits for a cause; false when that cause already added its credits (nothing
   * changes then).
   */
  async grant(userId: string, amount: number, reason: CreditReason, reference: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with entry as (
         insert into credit_transactions (id, user_id, amount, reason, reference) values (?, ?, ?, ?, ?)
         on conflict (user_id, reason, reference) do nothing returning user_id
       )
       update users set credits = credits + ? where id in (select user_id from entry) returning id`,
      [randomUUID(), userId, amount, reason, reference, amount],
    );
    return rows.length > 0;
  }

  /** Whether the account generates without spending credits (an unlimited plan, or an administrator). */
  async isUnlimited(userId: string): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ unlimited: boolean }[]>(`${UNLIMITED} where u.id = ?`, [userId]);
    return rows[0]?.unlimited === true;
  }

  /**
   * Spends one credit for a generation, in one statement: the new balance, or null when none is
   * left (nothing spent then). An account on an active plan with unlimited generations, or an
   * administrator's, spends nothing (`unlimited`).
   */
  async spend(userId: string, generationId: string): Promise<{ unlimited: boolean; balance: number | null }> {
    const rows = await this.em.getConnection().execute<{ unlimited: boolean | null; credits: number | null }[]>(
      `with account as (${UNLIMITED} where u.id = ?), spent as (
         update users set credits = credits - 1
         where id = (select id from account where not unlimited) and credits >= 1 returning id, credits
       ), entry as (
         insert into credit_transactions (id, user_id, amount, reason, reference)
         select ?, id, -1, 'generation', ? from spent
       )
       select (select unlimited from account) as unlimited, (select credits from spent) as credits`,
      [userId, randomUUID(), generationId],
    );
    return { unlimited: rows[0]?.unlimited === true, balance: rows[0]?.credits ?? null };
  }

  /** Gives back the credit a generation spent (it was never queued); false when it spent none or had it back already. */
  async refund(userId: string, generationId: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<{ id: string }[]>(
      `with entry as (
         insert into credit_transactions (id, user_id, amount, reason, reference)
         select ?, ?, 1, 'refund', ?
         where exists (select 1 from credit_transactions where user_id = ? and reason = 'generation' and reference = ?)
         on conflict (user_id, reason, reference) do nothing returning user_id
       )
       update users set credits = credits + 1 where id in (select user_id from entry) returning id`,
      [randomUUID(), userId, generationId, userId, generationId],
    );
    return rows.length > 0;
  }

  /** The latest changes, newest first. */
  async history(userId: string, limit: number): Promise<CreditChange[]> {
    const rows = await this.em
      .getConnection()
      .execute<{ amount: number; reason: CreditReason; created_at: Date }[]>(
        'select amount, reason, created_at from credit_transactions where user_id = ? order by created_at desc, id limit ?',
        [userId, limit],
      );
    return rows.map((r) => ({ amount: r.amount, reason: r.reason, createdAt: new Date(r.created_at) }));
  }

  /** The account's plan, or null when it has none. */
  async planOf(userId: string): Promise<AccountPlan | null> {
    const rows = await this.em.getConnection().execute<
      {
        plan_id: string;
        name: string;
        billing_period: 'monthly' | 'yearly';
        credits_included: number | null;
        is_active: boolean;
        plan_started_at: Date | null;
        created_at: Date;
      }[]
    >(
      `select p.id as plan_id, p.name, p.billing_period, p.credits_included, p.is_active, u.plan_started_at, u.created_at
       from users u join subscription_plans p on p.id = u.plan_id where u.id = ?`,
      [userId],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      planId: row.plan_id,
      name: row.name,
      billingPeriod: row.billing_period,
      creditsIncluded: row.credits_included,
      isActive: row.is_active,
      startedAt: new Date(row.plan_started_at ?? row.created_at),
    };
  }

  /** Puts the account on a plan (or none) from now on: its billing periods restart today. */
  async setPlan(userId: string, planId: string | null): Promise<boolean> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('update users set plan_id = ?, plan_started_at = now() where id = ? returning id', [
        planId,
        userId,
      ]);
    return rows.length > 0;
  }
}
