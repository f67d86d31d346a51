import { randomUUID } from 'node:crypto';
import { AccountCopy, type CreditsOverview, type PlanView } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { waitFor } from '../support/free-port';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail, type SignedIn } from './auth-helpers';
import { adminToken, OPERATOR, refusalCode } from './operator-helpers';

/**
 * The operator's settings take effect, against real PostgreSQL, Redis and a worker streaming from
 * a local OpenAI-compatible server: maintenance mode, closed registration, credits (granted,
 * spent, given back, exhausted, turned off) and promo code redemptions. The projects limit has a
 * file of its own (project-limit.int.test.ts).
 */
describe('the operator settings in force', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  let admin: string;
  const KEY = 'sk-operator-settings-test';
  const as = (method: string, path: string, body?: unknown) =>
    call(stack.baseUrl, method, path, { token: admin, body });
  const set = async (key: string, value: unknown) =>
    expect((await as('PUT', `/api/admin/config/${key}`, { value })).status).toBe(200);
  const generate = (user: SignedIn | null, prompt: string, conversationId?: string) =>
    call(stack.baseUrl, 'POST', '/api/generations', {
      token: user?.token,
      body: { prompt, platform: 'aws', ...(conversationId ? { conversationId } : {}) },
      headers: { 'x-forwarded-for': `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
  const credits = async (user: SignedIn) =>
    (await call(stack.baseUrl, 'GET', '/api/account/credits', { token: user.token })).body as CreditsOverview;
  const statusOf = async (user: SignedIn, id: string) =>
    (await call(stack.baseUrl, 'GET', `/api/generations/${id}`, { token: user.token })).body.status as string;

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    // A prompt that asks for it fails at the model (a 500), so the worker ends it failed.
    model.script = (body) =>
      body.messages?.some((m) => m.content.includes('[fail]'))
        ? { status: 500, errorMessage: 'upstream exploded' }
        : { chunks: ['```hcl\n', 'resource "aws_s3_bucket" "b" {}\n', '```\n'] };
    stack = await startStack({
      databaseUrl: db.url,
      workers: 1,
      env: {
        ADMIN_EMAIL: OPERATOR.email,
        ADMIN_PASSWORD: OPERATOR.password,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
      },
    });
    admin = await adminToken(stack.baseUrl);
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  describe('maintenance mode', () => {
    afterEach(async () => set('maintenance_mode', false));

    it("answers everyone's api calls and new sockets but an admin session's with 503 and the message", async () => {
      const user = await signUpUser(stack.baseUrl);
      const message = 'Back at 14:00 UTC: upgrading the database.';
      await set('maintenance_message', message);
      await set('maintenance_mode', true);

      const refused = { status: 503, body: { code: 'MAINTENANCE_MODE', message } };
      expect(await generate(null, 'a bucket')).toMatchObject(refused);
      expect(await generate(user, 'a bucket')).toMatchObject(refused);
      expect(await call(stack.baseUrl, 'GET', '/api/auth/me', { token: user.token })).toMatchObject(refused);
      expect(await call(stack.baseUrl, 'GET', '/api/account/credits', { token: user.token })).toMatchObject(refused);
      expect(
        await call(stack.baseUrl, 'POST', '/api/auth/signup', {
          body: { fullName: 'Late', email: uniqueEmail('late'), password: GOOD_PASSWORD, acceptTerms: true },
        }),
      ).toMatchObject(refused);
      // What stays open: the status every page reads, health, keeping a session, the operator panel.
      expect((await call(stack.baseUrl, 'GET', '/api/status')).body).toEqual({
        maintenanceMode: true,
        maintenanceMessage: message,
        registrationEnabled: true,
        supportEmail: 'support@infragen.local',
      });
      expect((await call(stack.baseUrl, 'GET', '/api/health')).status).toBe(200);
      expect((await call(stack.baseUrl, 'POST', '/api/auth/refresh', { cookie: user.cookie })).status).toBe(200);
      expect((await as('GET', '/api/admin/stats')).status).toBe(200);
      expect((await as('POST', '/api/generations', { prompt: 'an admin tries it', platform: 'aws' })).status).toBe(202);
      // New sockets: refused but for an admin session's.
      expect(await refusalCode(stack.baseUrl, {})).toBe('MAINTENANCE_MODE');
      expect(await refusalCode(stack.baseUrl, { token: user.token })).toBe('MAINTENANCE_MODE');
      expect(await refusalCode(stack.baseUrl, { token: admin })).toBeNull();

      await set('maintenance_mode', false);
      expect((await generate(user, 'a bucket')).status).toBe(202);
      expect(await refusalCode(stack.baseUrl, { token: user.token })).toBeNull();
    });
  });

  it('closes sign-up with a message while registration is off; accounts that exist still sign in', async () => {
    const existing = await signUpUser(stack.baseUrl);
    await set('registration_enabled', false);
    try {
      const closed = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Closed', email: uniqueEmail('closed'), password: GOOD_PASSWORD, acceptTerms: true },
      });
      expect(closed).toMatchObject({
        status: 403,
        body: { code: 'REGISTRATION_CLOSED', message: AccountCopy.registrationClosed },
      });
      expect((await call(stack.baseUrl, 'GET', '/api/status')).body.registrationEnabled).toBe(false);
      const signIn = await call(stack.baseUrl, 'POST', '/api/auth/signin', {
        body: { email: existing.user.email, password: GOOD_PASSWORD },
      });
      expect(signIn.status).toBe(200);
    } finally {
      await set('registration_enabled', true);
    }
  });

  describe('credits', () => {
    it("grants a new account's welcome credits and its free plan's credits for the period", async () => {
      const user = await signUpUser(stack.baseUrl);
      const overview = await credits(user);
      expect(overview).toMatchObject({
        balance: 60,
        spendingEnabled: true,
        unlimited: false,
        plan: { name: 'Starter', credits_included: 50, billing_period: 'monthly' },
      });
      expect(overview.history.map((h) => [h.reason, h.amount]).sort()).toEqual([
        ['plan', 50],
        ['signup', 10],
      ]);
      expect(Date.parse(overview.nextGrantAt!)).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
      // The welcome credits follow the setting.
      await set('default_credits_new_user', 3);
      try {
        expect((await credits(await signUpUser(stack.baseUrl))).balance).toBe(53);
      } finally {
        await set('default_credits_new_user', 10);
      }
    });

    it('spends one per generation, refuses with 402 when none is left, and gives back a failed one', async () => {
      const user = await signUpUser(stack.baseUrl);
      // Off the free plan: no more plan credits come, so what it has is all it can spend.
      expect((await as('PATCH', `/api/admin/users/${user.user.id}`, { planId: null })).status).toBe(200);
      expect((await credits(user)).balance).toBe(60);

      const first = await generate(user, 'a bucket');
      expect(first.status).toBe(202);
      expect((await credits(user)).balance).toBe(59);
      // A follow-up spends too.
      expect((await generate(user, 'make it versioned', first.body.conversationId)).status).toBe(202);
      expect((await credits(user)).balance).toBe(58);

      const failing = await generate(user, '[fail] this one breaks');
      expect(failing.status).toBe(202);
      await waitFor(async () => (await statusOf(user, failing.body.id)) === 'failed', 'the failing generation to end');
      const back = await credits(user);
      expect(back.balance).toBe(58);
      expect(back.history[0]).toMatchObject({ reason: 'refund', amount: 1 });

      // Spend the rest at once: exactly what is left goes through.
      await set('max_projects_per_user', 0);
      const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => generate(user, `burst ${i}`)));
      expect(burst.filter((a) => a.status === 202)).toHaveLength(58);
      const refusals = burst.filter((a) => a.status !== 202);
      expect(refusals).toHaveLength(2);
      expect(refusals[0]).toMatchObject({
        status: 402,
        body: { code: 'CREDITS_EXHAUSTED', message: AccountCopy.credits.exhausted },
      });
      expect((await credits(user)).balance).toBe(0);

      // Spending off: generations are free and the balance stays.
      await set('credits_spending_enabled', false);
      try {
        expect((await generate(user, 'free now')).status).toBe(202);
        expect(await credits(user)).toMatchObject({ balance: 0, spendingEnabled: false });
      } finally {
        await set('credits_spending_enabled', true);
        await set('max_projects_per_user', 5);
      }
      // A follow-up: a new conversation would meet the project limit (5 again) before the credits.
      expect((await generate(user, 'not free again', first.body.conversationId)).status).toBe(402);
      // Visitors are never charged (the landing's promise); their hourly limit applies.
      expect((await generate(null, 'a visitor')).status).toBe(202);
    });

    it('spends nothing on a plan with unlimited generations', async () => {
      const user = await signUpUser(stack.baseUrl);
      const plans = (await as('GET', '/api/admin/plans')).body as PlanView[];
      await as('PATCH', `/api/admin/users/${user.user.id}`, { planId: plans.find((p) => p.name === 'Enterprise')!.id });
      expect((await generate(user, 'unlimited')).status).toBe(202);
      expect(await credits(user)).toMatchObject({ balance: 60, unlimited: true, nextGrantAt: null });
    });
  });

  describe('promo codes', () => {
    it('redeems a credits code once per user, within its uses and before it expires', async () => {
      const code = `GIFT${randomUUID().slice(0, 6).toUpperCase()}`;
      const created = await as('POST', '/api/admin/promo-codes', {
        code,
        discount_type: 'credits',
        discount_value: 25,
        max_uses: 2,
      });
      expect(created.status).toBe(201);
      const [ada, bob, cy] = [
        await signUpUser(stack.baseUrl),
        await signUpUser(stack.baseUrl),
        await signUpUser(stack.baseUrl),
      ];
      const redeem = (user: SignedIn, typed: string) =>
        call(stack.baseUrl, 'POST', '/api/account/promo-codes/redeem', { token: user.token, body: { code: typed } });

      const redeemed = await redeem(ada, ` ${code.toLowerCase()} `);
      expect(redeemed).toMatchObject({
        status: 200,
        body: {
          code,
          discount_type: 'credits',
          discount_value: 25,
          balance: 85,
          message: AccountCopy.promo.redeemedCredits(25),
        },
      });
      expect(await redeem(ada, code)).toMatchObject({
        status: 409,
        body: { code: 'PROMO_CODE_ALREADY_REDEEMED', message: AccountCopy.promo.alreadyRedeemed },
      });
      expect((await redeem(bob, code)).status).toBe(200);
      expect(await redeem(cy, code)).toMatchObject({ status: 409, body: { code: 'PROMO_CODE_USED_UP' } });
      const list = (await as('GET', '/api/admin/promo-codes')).body as { code: string; current_uses: number }[];
      expect(list.find((p) => p.code === code)?.current_uses).toBe(2);
      expect((await credits(ada)).redemptions).toEqual([
        expect.objectContaining({ code, discount_type: 'credits', discount_value: 25 }),
      ]);

      const expired = `OLD${randomUUID().slice(0, 6).toUpperCase()}`;
      await as('POST', '/api/admin/promo-codes', {
        code: expired,
        expires_at: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(await redeem(cy, expired)).toMatchObject({ status: 409, body: { code: 'PROMO_CODE_EXPIRED' } });
      const off = (await as('POST', '/api/admin/promo-codes', { code: `OFF${randomUUID().slice(0, 6).toUpperCase()}` }))
        .body;
      await as('PATCH', `/api/admin/promo-codes/${off.id}`, { is_active: false });
      expect(await redeem(cy, off.code)).toMatchObject({ status: 409, body: { code: 'PROMO_CODE_INACTIVE' } });
      expect(await redeem(cy, 'NOSUCHCODE')).toMatchObject({ status: 404, body: { code: 'PROMO_CODE_NOT_FOUND' } });
      expect(await redeem(cy, '')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      // Guessing is limited: 10 tries per quarter hour.
      const tries = [];
      for (let i = 0; i < 8; i += 1) tries.push((await redeem(cy, `GUESS${i}`)).status);
      expect(tries.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
      expect(tries.at(-1)).toBe(429);
    });

    it('records a discount code on the account', async () => {
      const user = await signUpUser(stack.baseUrl);
      const code = `TEN${randomUUID().slice(0, 6).toUpperCase()}`;
      await as('POST', '/api/admin/promo-codes', { code, discount_value: 10 });
      const redeemed = await call(stack.baseUrl, 'POST', '/api/account/promo-codes/redeem', {
        token: user.token,
        body: { code },
      });
      expect(redeemed.body).toMatchObject({ balance: 60, message: AccountCopy.promo.redeemedDiscount('10%') });
    });
  });
});
