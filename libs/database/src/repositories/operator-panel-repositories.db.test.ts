import { randomUUID } from 'node:crypto';
import { dbMode } from '../../../../test/support/test-database';
import { useMigratedOrm } from '../../../../test/support/migrated-orm';
import { AdminStatsRepository } from './admin-stats.repository';
import { AuditLogRepository } from './audit-log.repository';
import { GenerationsRepository } from './generations.repository';
import { ModelUsageRepository } from './model-usage.repository';
import { PlansRepository } from './plans.repository';
import { PromoCodesRepository } from './promo-codes.repository';
import { SystemAlertsRepository } from './system-alerts.repository';
import { UsersRepository } from './users.repository';

/** Plans, the audit log, the dashboard's counters, model usage and the Alerts page, on PostgreSQL and PGlite. */
describe(`operator panel repositories on ${dbMode() === 'pglite' ? 'PGlite' : 'PostgreSQL'}`, () => {
  const database = useMigratedOrm();

  it('seeds the pricing page plans, cheapest first, and edits them', async () => {
    const plans = new PlansRepository(database.orm.em);
    const list = await plans.list();
    expect(list.map((p) => [p.name, p.price, p.billing_period, p.credits_included, p.is_active])).toEqual([
      ['Starter', 0, 'monthly', 50, true],
      ['Professional', 29, 'monthly', 500, true],
      ['Enterprise', null, 'monthly', null, true],
    ]);
    const starter = list[0]!;
    expect(await plans.defaultPlanId()).toBe(starter.id);
    expect(await plans.update(starter.id, { is_active: false })).toMatchObject({ is_active: false });
    expect(await plans.defaultPlanId()).toBeNull();
    expect(
      await plans.update(starter.id, { is_active: true, price: 0, credits_included: 60, description: 'More' }),
    ).toMatchObject({
      is_active: true,
      credits_included: 60,
      description: 'More',
    });
    expect(await plans.update(randomUUID(), { is_active: true })).toBeNull();
  });

  it('appends audit entries and pages them newest first', async () => {
    const audit = new AuditLogRepository(database.orm.em);
    const actor = randomUUID();
    for (const n of [1, 2, 3]) {
      await audit.record({
        actorId: actor,
        actorEmail: 'root@example.com',
        action: 'test.step',
        summary: `Step ${n}`,
        targetId: String(n),
      });
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = await audit.page({ limit: 2 });
    expect(first.entries.map((e) => e.summary)).toEqual(['Step 3', 'Step 2']);
    expect(first.more).toBe(true);
    expect(first.entries[0]).toMatchObject({
      actorId: actor,
      actorEmail: 'root@example.com',
      action: 'test.step',
      targetId: '3',
    });
    const rest = await audit.page({ limit: 2, before: new Date(first.entries[1]!.createdAt) });
    expect(rest.entries.map((e) => e.summary)).toEqual(['Step 1']);
    expect(rest.more).toBe(false);
  });

  it("counts the dashboard's users, kept projects, unresolved alerts and active promo codes", async () => {
    const stats = new AdminStatsRepository(database.orm.em);
    const before = await stats.counts();
    const user = await new UsersRepository(database.orm.em).create({
      email: `stats-${randomUUID()}@example.com`,
      passwordHash: 'x',
      fullName: 'S',
      role: 'user',
      emailVerifiedAt: new Date(),
    });
    const generations = new GenerationsRepository(database.orm.em);
    const request = (userId: string | null) =>
      generations.createRequest({
        generationId: randomUUID(),
        prompt: 'p',
        platform: 'aws',
        format: 'terraform',
        history: [],
        owner: userId ? { userId, anonHash: null } : { userId: null, anonHash: 'f'.repeat(64) },
      });
    await request(user.id);
    await request(null); // a visitor's conversation is not a kept project
    await new SystemAlertsRepository(database.orm.em).raise({
      title: 'T',
      message: 'm',
      severity: 'low',
      fingerprint: randomUUID(),
    });
    const promos = new PromoCodesRepository(database.orm.em);
    await promos.create(
      {
        code: `S${randomUUID().slice(0, 6).toUpperCase()}`,
        description: null,
        discount_type: 'percentage',
        discount_value: 1,
        max_uses: null,
        expires_at: null,
      },
      null,
    );
    const off = await promos.create(
      {
        code: `O${randomUUID().slice(0, 6).toUpperCase()}`,
        description: null,
        discount_type: 'percentage',
        discount_value: 1,
        max_uses: null,
        expires_at: null,
      },
      null,
    );
    await promos.setActive(off.id, false);
    expect(await stats.counts()).toEqual({
      totalUsers: before.totalUsers + 1,
      activeProjects: before.activeProjects + 1,
      unresolvedAlerts: before.unresolvedAlerts + 1,
      activePromoCodes: before.activePromoCodes + 1,
    });
    // An archived project is kept but not active: the dashboard no longer counts it.
    await database.sql('update conversations set archived_at = now() where user_id = ?', [user.id]);
    expect((await stats.counts()).activeProjects).toBe(before.activeProjects);
  });

  it('sums generations, failures and tokens per day, with empty days as zero', async () => {
    const usage = new ModelUsageRepository(database.orm.em);
    const before = await usage.perDay(3);
    const generations = new GenerationsRepository(database.orm.em);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids)
      await generations.createRequest({
        generationId: id,
        prompt: 'p',
        platform: 'aws',
        format: 'terraform',
        history: [],
        owner: { userId: null, anonHash: 'e'.repeat(64) },
      });
    await generations.end(ids[0]!, {
      status: 'completed',
      from: ['queued'],
      result: {
        code: 'x',
        language: 'hcl',
        files: [],
        usage: { promptTokens: 10, completionTokens: 32, totalTokens: 42 },
      },
      messages: [],
    });
    await generations.end(ids[1]!, { status: 'failed', from: ['queued'], error: 'x', messages: [] });
    // One from two days ago.
    await database.sql(`update generations set created_at = now() - interval '2 days' where id = ?`, [ids[2]]);
    const after = await usage.perDay(3);
    expect(after.days).toHaveLength(3);
    expect(after.days[2]!.day).toBe(new Date().toISOString().slice(0, 10));
    const delta = after.days.map((d, i) => ({
      generations: d.generations - before.days[i]!.generations,
      failures: d.failures - before.days[i]!.failures,
      tokens: d.tokens - before.days[i]!.tokens,
    }));
    expect(delta).toEqual([
      { generations: 1, failures: 0, tokens: 0 },
      { generations: 0, failures: 0, tokens: 0 },
      { generations: 2, failures: 1, tokens: 42 },
    ]);
    expect(after.totals.tokens - before.totals.tokens).toBe(42);
  });

  it('lists unresolved and the last five resolved alerts with the counts of the Alerts page', async () => {
    const alerts = new SystemAlertsRepository(database.orm.em);
    const admin = await new UsersRepository(database.orm.em).create({
      email: `resolver-${randomUUID()}@example.com`,
      passwordHash: 'x',
      fullName: 'R',
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
    const before = await alerts.overview();
    const critical = await alerts.raise({
      title: 'Down',
      message: 'm',
      severity: 'critical',
      fingerprint: randomUUID(),
    });
    const created = [];
    for (let i = 0; i < 6; i += 1)
      created.push(await alerts.create({ title: `Test ${i}`, message: 'm', alertType: 'warning', severity: 'medium' }));
    for (const alert of created) await alerts.resolve(alert.id, admin.id);
    const resolvedAgain = await alerts.resolve(created[0]!.id, randomUUID());
    expect(resolvedAgain).toMatchObject({ is_resolved: true, resolved_by: admin.id, resolved_by_email: admin.email });
    expect(await alerts.resolve(randomUUID(), admin.id)).toBeNull();
    const overview = await alerts.overview();
    expect(overview.stats).toEqual({
      total: before.stats.total + 7,
      unresolved: before.stats.unresolved + 1,
      criticalUnresolved: before.stats.criticalUnresolved + 1,
      resolvedToday: before.stats.resolvedToday + 6,
    });
    expect(overview.unresolved[0]).toMatchObject({
      id: critical.id,
      severity: 'critical',
      is_resolved: false,
      occurrences: 1,
    });
    expect(overview.resolved).toHaveLength(5);
    expect(overview.resolved.every((a) => a.alert_type === 'warning' && a.resolved_at !== null)).toBe(true);
    expect(overview.moreResolved).toBe(before.moreResolved + before.resolved.length + 6 - 5);
  });
});
