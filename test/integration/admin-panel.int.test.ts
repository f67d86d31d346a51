import { setTimeout as sleep } from 'node:timers/promises';
import {
  AccountCopy,
  AdminPanelCopy,
  Messages,
  type AdminUsersPage,
  type ConfigEntry,
  type PlanView,
  type PromoCodeView,
} from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { waitFor } from '../support/free-port';
import { call, GOOD_PASSWORD, signInUser, signUpUser, uniqueEmail } from './auth-helpers';
import { adminToken, listen, OPERATOR } from './operator-helpers';

/**
 * The operator panel's api against real PostgreSQL and Redis: every screen's reads and changes,
 * each change recorded in the audit log, and alerts pushed live to admin sessions' sockets only.
 */
describe('the operator panel api', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  let admin: string;
  const KEY = 'sk-operator-panel-test-key-0123456789';
  const as = (method: string, path: string, body?: unknown) =>
    call(stack.baseUrl, method, path, { token: admin, body });

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: {
        ADMIN_EMAIL: OPERATOR.email,
        ADMIN_PASSWORD: OPERATOR.password,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
        OPENAI_MODEL: 'panel-model',
      },
    });
    admin = await adminToken(stack.baseUrl);
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  describe('User Management', () => {
    it('searches by name, email or organization, with the fallbacks the table shows', async () => {
      const tag = Date.now().toString(36);
      const grace = await signUpUser(stack.baseUrl, uniqueEmail(`grace${tag}`), 'Grace Hopper');
      await call(stack.baseUrl, 'PUT', '/api/profile', {
        token: grace.token,
        body: {
          full_name: 'Grace B. Hopper',
          business_email: 'g@navy.example.com',
          role: 'SRE',
          organization: `Navy ${tag}`,
        },
      });
      const byOrg = await as('GET', `/api/admin/users?search=${encodeURIComponent(`navy ${tag}`)}`);
      expect(byOrg.status).toBe(200);
      expect((byOrg.body as AdminUsersPage).users).toEqual([
        expect.objectContaining({
          id: grace.user.id,
          full_name: 'Grace B. Hopper',
          organization: `Navy ${tag}`,
          role: 'user',
          disabled: false,
          credits: 60,
          plan_name: 'Starter',
        }),
      ]);
      const all = (await as('GET', '/api/admin/users?page=1')).body as AdminUsersPage;
      expect(all).toMatchObject({ page: 1, pageSize: 20 });
      expect(all.users.find((u) => u.email === OPERATOR.email)).toMatchObject({ role: 'admin', organization: null });
      expect((await as('GET', '/api/admin/users?page=0')).status).toBe(400);
    });

    it('changes a role, disables an account (its sessions and sockets end at once) and enables it again', async () => {
      const user = await signUpUser(stack.baseUrl);
      const live = await listen(stack.baseUrl, { token: user.token });
      const closed = new Promise((resolve) => live.socket.once('disconnect', resolve));

      const disabled = await as('PATCH', `/api/admin/users/${user.user.id}`, { disabled: true });
      expect(disabled).toMatchObject({ status: 200, body: { disabled: true } });
      await closed;
      expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status).toBe(401);
      expect((await call(stack.baseUrl, 'POST', '/api/auth/refresh', { cookie: user.cookie })).status).toBe(401);
      const refused = await call(stack.baseUrl, 'POST', '/api/auth/signin', {
        body: { email: user.user.email, password: GOOD_PASSWORD },
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { code: 'ACCOUNT_DISABLED', message: AccountCopy.accountDisabled('support@infragen.local') },
      });
      // A wrong password is told nothing about the account being disabled.
      const wrong = await call(stack.baseUrl, 'POST', '/api/auth/signin', {
        body: { email: user.user.email, password: 'not the password at all' },
      });
      expect(wrong.body.code).toBe('INVALID_CREDENTIALS');

      expect((await as('PATCH', `/api/admin/users/${user.user.id}`, { disabled: false })).body.disabled).toBe(false);
      await signInUser(stack.baseUrl, user.user.email);

      const promoted = await as('PATCH', `/api/admin/users/${user.user.id}`, { role: 'admin' });
      expect(promoted).toMatchObject({ status: 200, body: { role: 'admin' } });
      const login = await call(stack.baseUrl, 'POST', '/api/admin/auth/login', {
        body: { email: user.user.email, password: GOOD_PASSWORD },
      });
      expect(login.status).toBe(200);
      // Made a user again: the admin session they just opened is over.
      await as('PATCH', `/api/admin/users/${user.user.id}`, { role: 'user' });
      const verify = await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', {
        token: login.body.session.access_token,
      });
      expect(verify.status).toBe(401);
    });

    it('refuses to change its own role or disable itself, unknown accounts, and bodies with no single change', async () => {
      const me = (await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: admin })).body.user.id as string;
      expect(await as('PATCH', `/api/admin/users/${me}`, { disabled: true })).toMatchObject({
        status: 409,
        body: { code: 'OWN_ACCOUNT_LOCKED', message: AdminPanelCopy.users.ownAccount },
      });
      expect(
        (await as('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' })).body.code,
      ).toBe('USER_NOT_FOUND');
      const user = await signUpUser(stack.baseUrl);
      const both = await as('PATCH', `/api/admin/users/${user.user.id}`, { role: 'admin', disabled: true });
      expect(both).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      expect((await as('PATCH', `/api/admin/users/${user.user.id}`, {})).status).toBe(400);
    });

    it('creates an account that can sign in at once, and moves an account to another plan', async () => {
      const email = uniqueEmail('made');
      const created = await as('POST', '/api/admin/users', { fullName: 'Made Here', email, password: GOOD_PASSWORD });
      expect(created).toMatchObject({ status: 201, body: { email, role: 'user', credits: 60, plan_name: 'Starter' } });
      await signInUser(stack.baseUrl, email);
      expect((await as('POST', '/api/admin/users', { fullName: 'Again', email, password: GOOD_PASSWORD })).status).toBe(
        409,
      );

      // An administrator is held to the same password rules as a person signing up.
      for (const password of ['aaaaaaaa', '1qaz2wsx3edc']) {
        const weak = await as('POST', '/api/admin/users', { fullName: 'Weak', email: uniqueEmail('weak'), password });
        expect(weak).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      }

      const plans = (await as('GET', '/api/admin/plans')).body as PlanView[];
      const pro = plans.find((p) => p.name === 'Professional')!;
      const moved = await as('PATCH', `/api/admin/users/${created.body.id}`, { planId: pro.id });
      expect(moved.body).toMatchObject({ plan_id: pro.id, plan_name: 'Professional' });
      expect(
        (await as('PATCH', `/api/admin/users/${created.body.id}`, { planId: '00000000-0000-4000-8000-000000000000' }))
          .body.code,
      ).toBe('PLAN_NOT_FOUND');
    });
  });

  describe('Subscription Management', () => {
    it('lists the pricing page plans cheapest first, and activates, deactivates and edits them', async () => {
      const plans = (await as('GET', '/api/admin/plans')).body as PlanView[];
      expect(plans.map((p) => [p.name, p.price, p.billing_period, p.credits_included])).toEqual([
        ['Starter', 0, 'monthly', 50],
        ['Professional', 29, 'monthly', 500],
        ['Enterprise', null, 'monthly', null],
      ]);
      const enterprise = plans[2]!;
      expect((await as('PATCH', `/api/admin/plans/${enterprise.id}`, { is_active: false })).body.is_active).toBe(false);
      expect((await as('PATCH', `/api/admin/plans/${enterprise.id}`, { is_active: true })).body.is_active).toBe(true);
      const edited = await as('PATCH', `/api/admin/plans/${enterprise.id}`, {
        description: 'Talk to us',
        credits_included: 100000,
        billing_period: 'yearly',
      });
      expect(edited.body).toMatchObject({
        description: 'Talk to us',
        credits_included: 100000,
        billing_period: 'yearly',
      });
      await as('PATCH', `/api/admin/plans/${enterprise.id}`, { credits_included: null, billing_period: 'monthly' });
      const bad = await as('PATCH', `/api/admin/plans/${enterprise.id}`, { price: -1 });
      expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      expect(JSON.stringify(bad.body.issues)).toContain(AdminPanelCopy.plans.priceInvalid);
    });
  });

  describe('System Alerts', () => {
    it('pushes a new and a resolved alert to admin sessions only, and resolves once', async () => {
      const user = await signUpUser(stack.baseUrl);
      const adminUserSession = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: OPERATOR });
      const watcher = await listen(stack.baseUrl, { token: admin });
      const plainUser = await listen(stack.baseUrl, { token: user.token });
      const adminAsUser = await listen(stack.baseUrl, { token: adminUserSession.body.session.accessToken });
      const visitor = await listen(stack.baseUrl, {});
      try {
        const created = await as('POST', '/api/admin/alerts/test');
        expect(created).toMatchObject({
          status: 201,
          body: {
            title: AdminPanelCopy.raised.testTitle,
            alert_type: 'warning',
            severity: 'medium',
            is_resolved: false,
          },
        });
        const id = created.body.id as string;
        await waitFor(
          async () => watcher.heard.find((h) => h.event === 'alert:created' && h.payload.id === id),
          'alert:created',
        );

        const resolved = await as('POST', `/api/admin/alerts/${id}/resolve`);
        expect(resolved.body).toMatchObject({ id, is_resolved: true, resolved_by_email: OPERATOR.email });
        expect(resolved.body.resolved_at).toEqual(expect.any(String));
        await waitFor(
          async () => watcher.heard.find((h) => h.event === 'alert:resolved' && h.payload.id === id),
          'alert:resolved',
        );
        // Resolving again changes nothing (there is no way back, and no second time).
        const again = await as('POST', `/api/admin/alerts/${id}/resolve`);
        expect(again.body.resolved_at).toBe(resolved.body.resolved_at);
        await sleep(200);
        for (const other of [plainUser, adminAsUser, visitor])
          expect(other.heard.filter((h) => h.event.startsWith('alert:'))).toEqual([]);

        const overview = await as('GET', '/api/admin/alerts');
        expect(overview.body.resolved.map((a: { id: string }) => a.id)).toContain(id);
        expect(overview.body.stats.resolvedToday).toBeGreaterThanOrEqual(1);
        expect((await as('POST', '/api/admin/alerts/00000000-0000-4000-8000-000000000000/resolve')).body.code).toBe(
          'ALERT_NOT_FOUND',
        );
      } finally {
        for (const s of [watcher, plainUser, adminAsUser, visitor]) s.socket.close();
      }
    });
  });

  describe('Promo Codes', () => {
    it('parses the create dialog: code uppercased, empty max uses and expiry as none, value 0 by default', async () => {
      const created = await as('POST', '/api/admin/promo-codes', {
        code: '  welcome-10 ',
        description: '',
        discount_value: '',
        max_uses: '',
        expires_at: '',
      });
      expect(created).toMatchObject({
        status: 201,
        body: {
          code: 'WELCOME-10',
          description: null,
          discount_type: 'percentage',
          discount_value: 0,
          max_uses: null,
          current_uses: 0,
          expires_at: null,
          is_active: true,
        },
      });
      const full = await as('POST', '/api/admin/promo-codes', {
        code: 'gift50',
        discount_type: 'credits',
        discount_value: '50',
        max_uses: '3',
        expires_at: '2030-01-01',
      });
      expect(full.body).toMatchObject({
        code: 'GIFT50',
        discount_value: 50,
        max_uses: 3,
        expires_at: '2030-01-01T00:00:00.000Z',
      });
      const list = (await as('GET', '/api/admin/promo-codes')).body as PromoCodeView[];
      expect(list.slice(0, 2).map((p) => p.code)).toEqual(['GIFT50', 'WELCOME-10']);
    });

    it('refuses a duplicate code (whatever its case) with a clear message, and bad fields by name', async () => {
      await as('POST', '/api/admin/promo-codes', { code: 'ONCE' });
      expect(await as('POST', '/api/admin/promo-codes', { code: 'once' })).toMatchObject({
        status: 409,
        body: { code: 'PROMO_CODE_TAKEN', message: AdminPanelCopy.promo.codeTaken('ONCE') },
      });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: '' }, 'code', AdminPanelCopy.promo.codeRequired],
        [{ code: 'no spaces' }, 'code', AdminPanelCopy.promo.codeFormat],
        [{ code: 'PCT', discount_value: 150 }, 'discount_value', AdminPanelCopy.promo.percentageTooHigh],
        [{ code: 'NEG', discount_value: '-5' }, 'discount_value', AdminPanelCopy.promo.valueInvalid],
        [
          { code: 'HALF', discount_type: 'credits', discount_value: 1.5 },
          'discount_value',
          AdminPanelCopy.promo.creditsWhole,
        ],
        [{ code: 'USES', max_uses: '2.5' }, 'max_uses', AdminPanelCopy.promo.maxUsesInvalid],
        [{ code: 'WHEN', expires_at: 'someday' }, 'expires_at', AdminPanelCopy.promo.expiresInvalid],
      ];
      for (const [body, field, message] of cases) {
        const answer = await as('POST', '/api/admin/promo-codes', body);
        expect({ body, status: answer.status, issues: answer.body.issues }).toEqual({
          body,
          status: 400,
          issues: [expect.objectContaining({ path: field, message })],
        });
      }
    });

    it('activates and deactivates a code', async () => {
      const created = (await as('POST', '/api/admin/promo-codes', { code: 'TOGGLE' })).body as PromoCodeView;
      expect((await as('PATCH', `/api/admin/promo-codes/${created.id}`, { is_active: false })).body.is_active).toBe(
        false,
      );
      expect((await as('PATCH', `/api/admin/promo-codes/${created.id}`, { is_active: true })).body.is_active).toBe(
        true,
      );
      expect(
        (await as('PATCH', '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', { is_active: true })).status,
      ).toBe(404);
    });
  });

  describe('OpenAI Integration', () => {
    it('shows the endpoint and model, never the key', async () => {
      const connection = await as('GET', '/api/admin/model');
      expect(connection.body).toEqual({
        configured: true,
        endpoint: model.url,
        model: 'panel-model',
        apiKeySet: true,
        timeoutMs: 60000,
      });
      expect(JSON.stringify(connection.body)).not.toContain(KEY);
    });

    it('tests the configured model through the real streaming protocol, and reports a failure in the catalogue words', async () => {
      model.script = () => ({ chunks: ['Hello', ', integration!'] });
      const ok = await as('POST', '/api/admin/model/test', { prompt: 'say hello' });
      expect(ok.body).toMatchObject({
        ok: true,
        model: 'panel-model',
        endpoint: model.url,
        response: 'Hello, integration!',
        usage: { totalTokens: 44 },
        error: null,
      });
      expect(model.requests.at(-1)!.body.messages).toEqual([{ role: 'user', content: 'say hello' }]);
      // The default prompt when none is sent.
      await as('POST', '/api/admin/model/test', {});
      expect(model.requests.at(-1)!.body.messages![0]!.content).toBe(AdminPanelCopy.model.defaultPrompt);

      model.script = () => ({ status: 401, errorMessage: `Incorrect API key provided: ${KEY}` });
      const failed = await as('POST', '/api/admin/model/test', { prompt: 'again' });
      expect(failed.body).toMatchObject({
        ok: false,
        error: { code: 'MODEL_AUTHENTICATION', message: Messages.generation.model.authentication },
      });
      expect(JSON.stringify(failed.body)).not.toContain(KEY.slice(3));
      model.script = () => ({ chunks: ['ok'] });
    });

    it('counts generations, failures and tokens per day from what is stored', async () => {
      const before = (await as('GET', '/api/admin/model/usage?days=7')).body;
      expect(before.days).toHaveLength(7);
      await call(stack.baseUrl, 'POST', '/api/generations', { body: { prompt: 'counted', platform: 'aws' } });
      const after = (await as('GET', '/api/admin/model/usage?days=7')).body;
      expect(after.totals.generations).toBe(before.totals.generations + 1);
      expect(after.days.at(-1).generations).toBe(before.days.at(-1).generations + 1);
      expect((await as('GET', '/api/admin/model/usage?days=365')).status).toBe(400);
    });
  });

  describe('System Configuration', () => {
    it('lists every key with its default, parses changes to the key type, records who made them, and resets', async () => {
      const initial = (await as('GET', '/api/admin/config')).body as ConfigEntry[];
      expect(Object.fromEntries(initial.map((e) => [e.config_key, e.config_value]))).toEqual({
        credits_spending_enabled: true,
        default_credits_new_user: 10,
        github_integration_enabled: true,
        maintenance_message: 'System is under maintenance. Please check back later.',
        maintenance_mode: false,
        max_file_upload_size: 10,
        max_projects_per_user: 5,
        registration_enabled: true,
        support_email: 'support@infragen.local',
      });
      expect((await as('PUT', '/api/admin/config/max_projects_per_user', { value: '12' })).body).toMatchObject({
        config_value: 12,
        updated_by_email: OPERATOR.email,
      });
      expect((await as('PUT', '/api/admin/config/max_file_upload_size', { value: 'lots' })).body.config_value).toBe(0);
      expect(
        (await as('PUT', '/api/admin/config/github_integration_enabled', { value: 'false' })).body.config_value,
      ).toBe(false);
      expect(
        (await as('PUT', '/api/admin/config/support_email', { value: 'help@example.com' })).body.config_value,
      ).toBe('help@example.com');
      expect((await as('PUT', '/api/admin/config/no_such_key', { value: 1 })).status).toBe(400);
      const reset = (await as('POST', '/api/admin/config/reset')).body as ConfigEntry[];
      expect(reset.every((e) => e.config_value === e.default_value && e.updated_by_email === OPERATOR.email)).toBe(
        true,
      );
    });
  });

  it('records every admin action with who did it, newest first, and pages them', async () => {
    const page = await as('GET', '/api/admin/audit?limit=100');
    const actions = (page.body.entries as { action: string; actorEmail: string }[]).map((e) => e.action);
    for (const action of [
      'user.disable',
      'user.enable',
      'user.role',
      'user.create',
      'user.plan',
      'plan.status',
      'plan.update',
      'alert.test',
      'alert.resolve',
      'promo.create',
      'promo.deactivate',
      'promo.activate',
      'model.test',
      'config.update',
      'config.reset',
    ])
      expect(actions).toContain(action);
    expect(page.body.entries.every((e: { actorEmail: string }) => e.actorEmail === OPERATOR.email)).toBe(true);
    expect(page.body.entries[0].action).toBe('config.reset');
    const first = await as('GET', '/api/admin/audit?limit=2');
    const next = await as('GET', `/api/admin/audit?limit=2&before=${encodeURIComponent(first.body.nextBefore)}`);
    expect(next.body.entries[0].id).toBe(page.body.entries[2].id);
  });

  it('counts the dashboard: users, kept projects, unresolved alerts and active promo codes', async () => {
    const before = (await as('GET', '/api/admin/stats')).body;
    const user = await signUpUser(stack.baseUrl);
    await call(stack.baseUrl, 'POST', '/api/generations', {
      token: user.token,
      body: { prompt: 'a project', platform: 'aws' },
    });
    await as('POST', '/api/admin/alerts/test');
    await as('POST', '/api/admin/promo-codes', { code: 'COUNTED' });
    expect((await as('GET', '/api/admin/stats')).body).toEqual({
      totalUsers: before.totalUsers + 1,
      activeProjects: before.activeProjects + 1,
      unresolvedAlerts: before.unresolvedAlerts + 1,
      activePromoCodes: before.activePromoCodes + 1,
    });
  });
});
