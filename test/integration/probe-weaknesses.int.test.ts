import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import jwt from 'jsonwebtoken';
import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { waitFor } from '../support/free-port';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';
import { adminToken, listen, OPERATOR, refusalCode } from './operator-helpers';

/**
 * The weaknesses the last probe found (issue 25), each against the real api, worker, PostgreSQL
 * and Redis: the operator's settings checked on write, HSTS only over https, access tokens that
 * must expire, visitor tokens the server signs, the caps on a model's answer, and live
 * connections ended when maintenance starts.
 */
describe('weaknesses found by the probe', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  let admin: string;
  const JWT_SECRET = randomBytes(36).toString('base64url');
  const KEY = 'sk-probe-weaknesses';

  const ip = () => `10.91.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const setConfig = (key: string, value: unknown) =>
    call(stack.baseUrl, 'PUT', `/api/admin/config/${key}`, { token: admin, body: { value } });

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    // A marker in the prompt chooses the answer: many files, one huge file, or an ordinary one.
    model.script = (body) => {
      const prompt = body.messages?.map((m) => m.content).join('\n') ?? '';
      if (prompt.includes('[many-files]'))
        return {
          chunks: Array.from(
            { length: 201 },
            (_, i) => `\`\`\`hcl\n# file: f${i}.tf\nresource "aws_s3_bucket" "b${i}" {}\n\`\`\`\n`,
          ),
        };
      if (prompt.includes('[huge-file]'))
        return { chunks: ['```hcl\n# file: main.tf\n', `# ${'x'.repeat(600 * 1024)}\n`, '```\n'] };
      if (prompt.includes('[endless]'))
        return { chunks: ['```hcl\n', ...Array.from({ length: 40 }, () => `# ${'y'.repeat(100 * 1024)}\n`), '```\n'] };
      return { chunks: ['```hcl\n', 'resource "aws_s3_bucket" "b" {}\n', '```\n'] };
    };
    stack = await startStack({
      databaseUrl: db.url,
      workers: 1,
      env: {
        JWT_SECRET,
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

  describe('operator settings', () => {
    it.each([
      [-5, 'default_credits_new_user must be a whole number from 0 to 1,000,000.'],
      [2.5, 'default_credits_new_user must be a whole number from 0 to 1,000,000.'],
      [1e308, 'default_credits_new_user must be a whole number from 0 to 1,000,000.'],
      [2147483648, 'default_credits_new_user must be a whole number from 0 to 1,000,000.'],
      ['2.5', 'default_credits_new_user must be a whole number from 0 to 1,000,000.'],
    ])('refuses default_credits_new_user = %p with a 400 naming the setting and its range', async (value, message) => {
      const answer = await setConfig('default_credits_new_user', value);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message, issues: [{ path: 'value', message }] },
      });
    });

    it('refuses other settings out of their type or range, and keeps the form rule for numbers', async () => {
      expect((await setConfig('max_projects_per_user', 10_001)).body.message).toBe(
        'max_projects_per_user must be a whole number from 0 to 10,000.',
      );
      expect((await setConfig('maintenance_mode', 'perhaps')).body.message).toBe(
        'maintenance_mode must be true or false.',
      );
      expect((await setConfig('maintenance_message', 'x'.repeat(501))).body.message).toBe(
        'maintenance_message must be text of at most 500 characters.',
      );
      // An empty number field counts as 0, which is within this range.
      expect(await setConfig('default_credits_new_user', '')).toMatchObject({ status: 200, body: { config_value: 0 } });
      expect(await setConfig('default_credits_new_user', 1_000_000)).toMatchObject({
        status: 200,
        body: { config_value: 1_000_000 },
      });
      expect((await setConfig('default_credits_new_user', 10)).status).toBe(200);
    });

    it('signs up (never a 500) even when a value out of range was stored before ranges were checked', async () => {
      const sql = new Client({ connectionString: db.url });
      await sql.connect();
      try {
        await sql.query(
          `update system_configurations set config_value = $1 where config_key = 'default_credits_new_user'`,
          [JSON.stringify(2147483648)],
        );
      } finally {
        await sql.end();
      }
      // The settings are reused for two seconds: wait for the stored value to be read.
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const user = await signUpUser(stack.baseUrl);
      const credits = await call(stack.baseUrl, 'GET', '/api/account/credits', { token: user.token });
      // The welcome credits at the top of their range (the free plan's own credits come on top).
      expect(credits.body.balance).toBeGreaterThanOrEqual(1_000_000);
      expect(credits.body.balance).toBeLessThan(1_001_000);
      expect((await setConfig('default_credits_new_user', 10)).status).toBe(200);
    });
  });

  describe('HSTS', () => {
    it('is sent only to requests that came over https (a trusted proxy saying so)', async () => {
      const plain = await call(stack.baseUrl, 'GET', '/api/health');
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      // The test's own address is loopback, which TRUST_PROXY believes by default.
      const proxied = await call(stack.baseUrl, 'GET', '/api/health', { headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });

  describe('access tokens', () => {
    it('refuses a validly signed token without exp or without iat, over HTTP and at the socket handshake', async () => {
      const user = await signUpUser(stack.baseUrl);
      const claims = jwt.decode(user.token) as Record<string, unknown>;
      const { sub, sid, kind, role } = claims;
      const options = { algorithm: 'HS256', issuer: 'infragen', audience: 'infragen-api' } as const;
      const noExp = jwt.sign({ sub, sid, kind, role }, JWT_SECRET, options);
      const noIat = jwt.sign({ sub, sid, kind, role }, JWT_SECRET, { ...options, expiresIn: 600, noTimestamp: true });
      const both = jwt.sign({ sub, sid, kind, role }, JWT_SECRET, { ...options, expiresIn: 600 });

      expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token: both })).status).toBe(200);
      for (const token of [noExp, noIat]) {
        expect(await call(stack.baseUrl, 'GET', '/api/auth/me', { token })).toMatchObject({
          status: 401,
          body: { code: 'INVALID_ACCESS_TOKEN' },
        });
        expect(await refusalCode(stack.baseUrl, { token })).toBe('INVALID_ACCESS_TOKEN');
      }
    });
  });

  describe('visitor tokens', () => {
    const forged = ['A'.repeat(43), `${'A'.repeat(43)}.${'B'.repeat(43)}`, 'anything', 'x'.repeat(500)];

    it('are issued signed by the server and work on every later call', async () => {
      const first = await call(stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a bucket', platform: 'aws' },
        headers: { 'x-forwarded-for': ip() },
      });
      expect(first.status).toBe(202);
      expect(first.body.anonymousToken).toMatch(/^[\w-]{43}\.[\w-]{43}$/);
      const read = await call(stack.baseUrl, 'GET', `/api/generations/${first.body.id}`, {
        headers: { 'x-anonymous-session': first.body.anonymousToken },
      });
      expect(read.status).toBe(200);
      const { socket } = await listen(stack.baseUrl, { anonymousToken: first.body.anonymousToken });
      socket.close();

      // The same session id under another signature is refused: the signature is what counts.
      const [id] = (first.body.anonymousToken as string).split('.');
      const altered = await call(stack.baseUrl, 'GET', `/api/generations/${first.body.id}`, {
        headers: { 'x-anonymous-session': `${id}.${'C'.repeat(43)}` },
      });
      expect(altered).toMatchObject({
        status: 401,
        body: { code: 'ANONYMOUS_SESSION_INVALID', message: Messages.auth.anonymousSessionInvalid },
      });
    });

    it.each(forged)('refuses a token the client made up (%s) over HTTP and at the handshake', async (token) => {
      const answer = await call(stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a bucket', platform: 'aws' },
        headers: { 'x-anonymous-session': token, 'x-forwarded-for': ip() },
      });
      expect(answer).toMatchObject({
        status: 401,
        body: { code: 'ANONYMOUS_SESSION_INVALID', message: Messages.auth.anonymousSessionInvalid },
      });
      expect(
        (await call(stack.baseUrl, 'GET', '/api/conversations', { headers: { 'x-anonymous-session': token } })).status,
      ).toBe(401);
      const handshake = await listen(stack.baseUrl, { anonymousToken: token }).then(
        ({ socket }) => {
          socket.close();
          return null;
        },
        (error: Error & { data?: { code?: string } }) => error.data?.code,
      );
      expect(handshake).toBe('ANONYMOUS_SESSION_INVALID');
    });
  });

  describe('the caps on a model answer', () => {
    const generateUntilEnd = async (prompt: string) => {
      const user = await signUpUser(stack.baseUrl);
      const created = await call(stack.baseUrl, 'POST', '/api/generations', {
        token: user.token,
        body: { prompt, platform: 'aws' },
      });
      expect(created.status).toBe(202);
      return waitFor(async () => {
        const read = await call(stack.baseUrl, 'GET', `/api/generations/${created.body.id}`, { token: user.token });
        return ['completed', 'failed'].includes(read.body.status) ? read.body : undefined;
      }, 'the generation to end');
    };
    const tooLarge = Messages.generation.model.answerTooLarge({ files: 200, fileKb: 512, totalMb: 2 });

    it.each(['[many-files] 201 buckets', '[huge-file] one enormous file', '[endless] a stream without end'])(
      'fails an answer over the caps with the catalogue message (%s), and the worker goes on',
      async (prompt) => {
        const ended = await generateUntilEnd(prompt);
        expect(ended).toMatchObject({ status: 'failed', error: tooLarge });
        expect(await generateUntilEnd('an ordinary bucket')).toMatchObject({ status: 'completed' });
      },
    );
  });

  describe('maintenance mode', () => {
    afterEach(async () => {
      expect((await setConfig('maintenance_mode', false)).status).toBe(200);
    });

    it('ends the live connections already open, but an admin session’s, when it starts', async () => {
      const user = await signUpUser(stack.baseUrl);
      const visitor = await listen(stack.baseUrl, {});
      const member = await listen(stack.baseUrl, { token: user.token });
      const operator = await listen(stack.baseUrl, { token: admin });
      const ended = (s: { socket: { connected: boolean } }) => async () => !s.socket.connected;

      expect((await setConfig('maintenance_mode', true)).status).toBe(200);
      await waitFor(ended(visitor), 'the visitor’s socket to end');
      await waitFor(ended(member), 'the user’s socket to end');
      expect(operator.socket.connected).toBe(true);
      // Coming back is refused with the maintenance code, as any new connection is.
      expect(await refusalCode(stack.baseUrl, { token: user.token })).toBe('MAINTENANCE_MODE');
      operator.socket.close();
    });

    it('refuses the events of a socket still open when another api instance turned it on, then ends it', async () => {
      const member = await listen(stack.baseUrl, { token: (await signUpUser(stack.baseUrl)).token });
      const operator = await listen(stack.baseUrl, { token: admin });
      // Stored as another instance would: this instance learns of it only when it reads the settings again.
      const sql = new Client({ connectionString: db.url });
      await sql.connect();
      try {
        await sql.query(
          `insert into system_configurations (config_key, config_value) values ('maintenance_mode', 'true')
           on conflict (config_key) do update set config_value = excluded.config_value`,
        );
      } finally {
        await sql.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const subscribe = (s: typeof member) =>
        s.socket.timeout(5_000).emitWithAck('generation:subscribe', { id: '00000000-0000-4000-8000-000000000001' });
      expect(await subscribe(member)).toEqual({
        ok: false,
        code: 'MAINTENANCE_MODE',
        error: 'System is under maintenance. Please check back later.',
      });
      await waitFor(async () => !member.socket.connected, 'the user’s socket to end');
      // An admin session's events still go through (here: an unknown generation, answered as such).
      expect(await subscribe(operator)).toMatchObject({ ok: false, code: 'GENERATION_NOT_FOUND' });
      operator.socket.close();
    });
  });

  describe('passwords', () => {
    const year = new Date().getUTCFullYear();
    it.each([
      [`infragen${year}`, Messages.auth.passwordContext],
      [`Summer${year}!`, Messages.auth.passwordContext],
      ['correcthorse', Messages.auth.passwordTooWeak],
      ['Dragon99!', Messages.auth.passwordBreached],
    ])('refuses %s at sign-up, saying why', async (password, message) => {
      const answer = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Grace Hopper', email: uniqueEmail('pw'), password, acceptTerms: true },
        headers: { 'x-forwarded-for': ip() },
      });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    });

    it('still accepts a long passphrase', async () => {
      const answer = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Grace Hopper', email: uniqueEmail('pw'), password: GOOD_PASSWORD, acceptTerms: true },
        headers: { 'x-forwarded-for': ip() },
      });
      expect(answer.status).toBe(201);
    });
  });
});
