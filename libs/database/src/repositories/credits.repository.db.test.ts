import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { CreditsRepository } from './credits.repository';
import { GenerationsRepository } from './generations.repository';
import { PlansRepository } from './plans.repository';
import { UsersRepository } from './users.repository';

/** Credits: the balance and its ledger move together, once per cause, on PostgreSQL and PGlite. */
describe(`credits repository on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();
  let credits: CreditsRepository;
  beforeAll(() => {
    credits = new CreditsRepository(database.orm.em);
  });
  const newUser = async () =>
    (
      await new UsersRepository(database.orm.em).create({
        email: `credits-${randomUUID()}@example.com`,
        passwordHash: 'x',
        fullName: 'C',
        role: 'user',
        emailVerifiedAt: new Date(),
      })
    ).id;
  const ledgerSum = async (userId: string) =>
    Number(
      (
        await database.sql<{ s: string }[]>(
          'select coalesce(sum(amount), 0) as s from credit_transactions where user_id = ?',
          [userId],
        )
      )[0]!.s,
    );

  it('grants once per cause and keeps the balance equal to the sum of the ledger', async () => {
    const user = await newUser();
    expect(await credits.balance(user)).toBe(0);
    expect(await credits.grant(user, 10, 'signup', 'signup')).toBe(true);
    expect(await credits.grant(user, 10, 'signup', 'signup')).toBe(false);
    expect(await credits.grant(user, 50, 'plan', 'starter:2026-11-01')).toBe(true);
    expect(await credits.balance(user)).toBe(60);
    expect(await ledgerSum(user)).toBe(60);
    const history = await credits.history(user, 10);
    expect(history.map((h) => [h.reason, h.amount]).sort()).toEqual([
      ['plan', 50],
      ['signup', 10],
    ]);
  });

  it('spends one credit per generation until none is left, and never below zero even at once', async () => {
    const user = await newUser();
    await credits.grant(user, 3, 'admin', 'seed');
    const spent = (await Promise.all(Array.from({ length: 5 }, () => credits.spend(user, randomUUID())))).map(
      (s) => s.balance,
    );
    expect(spent.filter((b) => b !== null).sort()).toEqual([0, 1, 2]);
    expect(spent.filter((b) => b === null)).toHaveLength(2);
    expect(await credits.balance(user)).toBe(0);
    expect(await ledgerSum(user)).toBe(0);
  });

  it('gives a spent credit back once, and only for a generation that spent one', async () => {
    const user = await newUser();
    await credits.grant(user, 1, 'admin', 'seed');
    const generation = randomUUID();
    expect(await credits.spend(user, generation)).toEqual({ unlimited: false, balance: 0 });
    expect(await credits.refund(user, randomUUID())).toBe(false);
    expect(await credits.refund(user, generation)).toBe(true);
    expect(await credits.refund(user, generation)).toBe(false);
    expect(await credits.balance(user)).toBe(1);
  });

  it('gives the credit back when the generation that spent it fails, whoever ends it', async () => {
    const user = await newUser();
    await credits.grant(user, 2, 'admin', 'seed');
    const generations = new GenerationsRepository(database.orm.em);
    const failing = randomUUID();
    const completing = randomUUID();
    for (const id of [failing, completing]) {
      await credits.spend(user, id);
      await generations.createRequest({
        generationId: id,
        prompt: 'p',
        platform: 'aws',
        format: 'terraform',
        history: [],
        owner: { userId: user, anonHash: null },
      });
    }
    expect(await credits.balance(user)).toBe(0);
    await generations.end(failing, { status: 'failed', from: ['queued', 'running'], error: 'boom', messages: [] });
    await generations.end(completing, {
      status: 'completed',
      from: ['queued', 'running'],
      result: { code: 'x', language: 'hcl', files: [], usage: null },
      messages: [],
    });
    expect(await credits.balance(user)).toBe(1);
    // A second failure of the same row (already failed) gives nothing more.
    await database.sql(`update generations set status = 'failed' where id = ?`, [failing]);
    expect(await credits.balance(user)).toBe(1);
    expect(await ledgerSum(user)).toBe(1);
  });

  it("reads the account's plan and moves it to another from today", async () => {
    const user = await newUser();
    const plans = await new PlansRepository(database.orm.em).list();
    const pro = plans.find((p) => p.name === 'Professional')!;
    expect(await credits.planOf(user)).toBeNull();
    expect(await credits.setPlan(user, pro.id)).toBe(true);
    expect(await credits.planOf(user)).toMatchObject({
      planId: pro.id,
      name: 'Professional',
      billingPeriod: 'monthly',
      creditsIncluded: 500,
      isActive: true,
    });
    expect(await credits.setPlan(randomUUID(), pro.id)).toBe(false);
  });

  it('spends nothing for an account on an active plan with unlimited generations', async () => {
    const user = await newUser();
    const plans = new PlansRepository(database.orm.em);
    const enterprise = (await plans.list()).find((p) => p.name === 'Enterprise')!;
    await credits.grant(user, 2, 'admin', 'seed');
    await credits.setPlan(user, enterprise.id);
    expect(await credits.spend(user, randomUUID())).toEqual({ unlimited: true, balance: null });
    expect(await credits.balance(user)).toBe(2);
    // A deactivated plan grants nothing unlimited any more.
    await plans.update(enterprise.id, { is_active: false });
    expect(await credits.spend(user, randomUUID())).toEqual({ unlimited: false, balance: 1 });
    await plans.update(enterprise.id, { is_active: true });
  });

  it('spends nothing for an administrator', async () => {
    const users = new UsersRepository(database.orm.em);
    const admin = await users.create({
      email: `credits-admin-${randomUUID()}@example.com`,
      passwordHash: 'x',
      fullName: 'A',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    expect(await credits.isUnlimited(admin.id)).toBe(true);
    expect(await credits.spend(admin.id, randomUUID())).toEqual({ unlimited: true, balance: null });
    expect(await credits.isUnlimited(await newUser())).toBe(false);
  });
});
