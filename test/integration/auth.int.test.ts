import { createHmac } from 'node:crypto';
import { Client } from 'pg';
import { Messages, SESSION_HINT_COOKIE } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, cookieOf, GOOD_PASSWORD, signInUser, signUpUser, uniqueEmail } from './auth-helpers';

/** Sign-up, sign-in, "who am I", refresh rotation with reuse detection, sign-out. No SMTP here. */
describe('accounts and sessions', () => {
  let db: TestDatabase;
  let stack: Stack;
  let sql: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0, env: { ACCESS_TOKEN_TTL_SECONDS: '60' } });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await stack?.close();
    await db?.drop();
  });

  const url = () => stack.baseUrl;

  describe('sign-up', () => {
    it('creates the account with a normalised email and an argon2id hash, and signs it in', async () => {
      const email = uniqueEmail('Mixed.Case');
      const answer = await call(url(), 'POST', '/api/auth/signup', {
        body: {
          fullName: '  Grace Hopper ',
          email: `  ${email.toUpperCase()} `,
          password: GOOD_PASSWORD,
          acceptTerms: true,
        },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        user: { email: email.toLowerCase(), fullName: 'Grace Hopper', role: 'user', emailVerified: true },
        emailVerificationRequired: false,
        session: { tokenType: 'Bearer', expiresIn: 60 },
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
      const { rows } = await sql.query('select email, password_hash from users where email = $1', [
        email.toLowerCase(),
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0].password_hash).not.toContain(GOOD_PASSWORD);
    });

    it('refuses a second account for the same email, however it is typed', async () => {
      const email = uniqueEmail();
      await signUpUser(url(), email);
      const again = await call(url(), 'POST', '/api/auth/signup', {
        body: { fullName: 'Someone', email: ` ${email.toUpperCase()}`, password: GOOD_PASSWORD, acceptTerms: true },
      });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: Messages.auth.emailTaken });
    });

    it.each([
      ['short', () => 'abc1234', Messages.auth.passwordTooShort(8)],
      ['long', () => 'x'.repeat(129), Messages.auth.passwordTooLong(128)],
      ['common', () => 'Password123', Messages.auth.passwordTooCommon],
      ['missing', () => '', Messages.auth.passwordRequired],
      ['eight spaces', () => '        ', Messages.auth.passwordTooWeak],
      ['one letter repeated', () => 'aaaaaaaa', Messages.auth.passwordTooWeak],
      ['a keyboard run', () => 'poiuytrewqlkj', Messages.auth.passwordTooWeak],
      ['a password from breach lists', () => '1qaz2wsx3edc', Messages.auth.passwordBreached],
      ['the product name and the year', () => `Infragen${new Date().getUTCFullYear()}!`, Messages.auth.passwordContext],
      ['the account email', (email: string) => email, Messages.auth.passwordPersonal],
      ['the account name', () => 'Grace Hopper 1906', Messages.auth.passwordPersonal],
    ])('says which password rule failed (%s)', async (_name, password, message) => {
      const email = uniqueEmail();
      const answer = await call(url(), 'POST', '/api/auth/signup', {
        body: { fullName: 'Grace Hopper', email, password: password(email), acceptTerms: true },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ issues: [{ path: 'password', message }] });
    });

    it('requires accepted terms, a name and a valid email, naming the field', async () => {
      const terms = await call(url(), 'POST', '/api/auth/signup', {
        body: { fullName: 'A', email: uniqueEmail(), password: GOOD_PASSWORD, acceptTerms: false },
      });
      expect(terms.body).toMatchObject({
        statusCode: 400,
        issues: [{ path: 'acceptTerms', message: Messages.auth.acceptTermsRequired }],
      });
      const name = await call(url(), 'POST', '/api/auth/signup', {
        body: { fullName: '  ', email: uniqueEmail(), password: GOOD_PASSWORD, acceptTerms: true },
      });
      expect(name.body).toMatchObject({ issues: [{ path: 'fullName', message: Messages.auth.fullNameRequired }] });
      const email = await call(url(), 'POST', '/api/auth/signup', {
        body: { fullName: 'A', email: 'not-an-email', password: GOOD_PASSWORD, acceptTerms: true },
      });
      expect(email.body).toMatchObject({ issues: [{ path: 'email', message: Messages.auth.emailInvalid }] });
    });
  });

  describe('sign-in', () => {
    it('answers the access token and its expiry, and sets an httpOnly SameSite refresh cookie', async () => {
      const email = uniqueEmail();
      await signUpUser(url(), email);
      const before = Date.now();
      const answer = await call(url(), 'POST', '/api/auth/signin', {
        body: { email: email.toUpperCase(), password: GOOD_PASSWORD },
      });
      expect(answer.status).toBe(200);
      const expiresAt = Date.parse(answer.body.session.expiresAt);
      expect(expiresAt).toBeGreaterThan(before + 55_000);
      expect(expiresAt).toBeLessThan(Date.now() + 61_000);
      const cookie = answer.cookies.find((c) => c.startsWith('infragen_refresh='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\/api\/auth/);
      // Beside it, the readable hint (no secret) that tells the browser a session may exist.
      const maxAge = /Max-Age=(\d+)/.exec(cookie)![1];
      const hint = answer.cookies.find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`))!;
      expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Strict`));
      expect(hint).not.toMatch(/HttpOnly/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // Only a hash of the refresh token is stored.
      const token = cookieOf(answer, 'infragen_refresh').split('=')[1];
      const { rows } = await sql.query('select count(*)::int as n from refresh_tokens where token_hash = $1', [token]);
      expect(rows[0].n).toBe(0);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const email = uniqueEmail();
      await signUpUser(url(), email);
      const wrong = await call(url(), 'POST', '/api/auth/signin', { body: { email, password: 'not the password' } });
      const unknown = await call(url(), 'POST', '/api/auth/signin', {
        body: { email: uniqueEmail(), password: GOOD_PASSWORD },
      });
      expect([wrong.status, unknown.status]).toEqual([401, 401]);
      expect(wrong.body.message).toBe(Messages.auth.invalidCredentials);
      expect(unknown.body.message).toBe(Messages.auth.invalidCredentials);
    });
  });

  describe('who am I', () => {
    it('answers the signed-in user; anonymous gets 401', async () => {
      const me = await signUpUser(url(), uniqueEmail(), 'Alan Turing');
      const answer = await call(url(), 'GET', '/api/auth/me', { token: me.token });
      expect(answer).toMatchObject({ status: 200, body: { user: { id: me.user.id, fullName: 'Alan Turing' } } });
      const anonymous = await call(url(), 'GET', '/api/auth/me');
      expect(anonymous).toMatchObject({ status: 401, body: { message: Messages.auth.signInRequired } });
    });

    it('refuses tampered, foreign-key, "none"-algorithm and malformed tokens with 401', async () => {
      const me = await signUpUser(url());
      const [header, payload] = me.token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const otherKey = createHmac('sha256', 'x'.repeat(48)).update(`${header}.${payload}`).digest('base64url');
      for (const token of [
        `${header}.${forged}.${me.token.split('.')[2]}`,
        none,
        `${header}.${payload}.${otherKey}`,
        'garbage',
      ]) {
        const answer = await call(url(), 'GET', '/api/auth/me', { token });
        expect(answer).toMatchObject({ status: 401, body: { message: Messages.auth.invalidAccessToken } });
      }
      const basic = await call(url(), 'GET', '/api/health', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.status).toBe(401);
    });

    it('makes the generations of a signed-in user theirs (request.user), and an invalid token is 401 there too', async () => {
      const me = await signUpUser(url());
      const created = await call<{ id: string; anonymousToken?: string }>(url(), 'POST', '/api/generations', {
        token: me.token,
        body: { prompt: 'an S3 bucket', platform: 'aws' },
      });
      expect(created.status).toBe(202);
      expect(created.body.anonymousToken).toBeUndefined();
      const { rows } = await sql.query('select user_id from generations where id = $1', [created.body.id]);
      expect(rows[0].user_id).toBe(me.user.id);
      const other = await signUpUser(url());
      expect((await call(url(), 'GET', `/api/generations/${created.body.id}`, { token: other.token })).status).toBe(
        404,
      );
      expect((await call(url(), 'GET', `/api/generations/${created.body.id}`, { token: me.token })).status).toBe(200);
      expect(
        (await call(url(), 'POST', '/api/generations', { token: 'expired.or.bad', body: { prompt: 'x' } })).status,
      ).toBe(401);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on every use, and the new access token works', async () => {
      const me = await signUpUser(url());
      const first = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(first.status).toBe(200);
      const second = cookieOf(first, 'infragen_refresh');
      expect(second).not.toBe(me.cookie);
      expect((await call(url(), 'GET', '/api/auth/me', { token: first.body.session.accessToken })).status).toBe(200);
      const third = await call(url(), 'POST', '/api/auth/refresh', { cookie: second });
      expect(third.status).toBe(200);
    });

    it('revokes the whole session when a used refresh token comes back', async () => {
      const me = await signUpUser(url());
      const rotated = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      const current = cookieOf(rotated, 'infragen_refresh');
      const newAccess = rotated.body.session.accessToken as string;

      // Out of the grace for a lost answer: the token was used a minute ago.
      await sql.query(
        `update refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null and session_id in (select id from sessions where user_id = $1)`,
        [me.user.id],
      );
      const replay = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(replay).toMatchObject({ status: 401, body: { message: Messages.auth.sessionNotFound } });
      // The thief's replay ended the family: the legitimate newest token and access tokens die too.
      expect((await call(url(), 'POST', '/api/auth/refresh', { cookie: current })).status).toBe(401);
      expect((await call(url(), 'GET', '/api/auth/me', { token: newAccess })).status).toBe(401);
      expect((await call(url(), 'GET', '/api/auth/me', { token: me.token })).status).toBe(401);
      const { rows } = await sql.query(`select revoked_reason from sessions where user_id = $1`, [me.user.id]);
      expect(rows).toEqual([{ revoked_reason: 'reuse' }]);
      // Other sessions of the same user are untouched.
      const again = await signInUser(url(), me.user.email);
      expect((await call(url(), 'GET', '/api/auth/me', { token: again.token })).status).toBe(200);
    });

    it('gives concurrent uses of one token (two tabs) the same successor, without ending the session', async () => {
      const me = await signUpUser(url());
      const answers = await Promise.all(
        [1, 2, 3].map(() => call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const successors = answers.map((a) => cookieOf(a, 'infragen_refresh'));
      // One chain of tokens: a second chain would live on beside the first until sign-out.
      expect(new Set(successors).size).toBe(1);
      const { rows } = await sql.query(
        `select count(*)::int as unused from refresh_tokens where used_at is null and session_id in (select id from sessions where user_id = $1)`,
        [me.user.id],
      );
      expect(rows).toEqual([{ unused: 1 }]);
      // Whichever answer the browser kept, its cookie goes on working.
      expect((await call(url(), 'POST', '/api/auth/refresh', { cookie: successors[2] })).status).toBe(200);
    });

    it('answers a token whose answer was lost (reload mid-refresh) with the same successor, within the grace', async () => {
      const me = await signUpUser(url());
      const lost = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(lost.status).toBe(200);
      // The browser never stored `lost`'s cookie and sends the old one again.
      const retry = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(retry.status).toBe(200);
      expect(cookieOf(retry, 'infragen_refresh')).toBe(cookieOf(lost, 'infragen_refresh'));
      expect((await call(url(), 'GET', '/api/auth/me', { token: retry.body.session.accessToken })).status).toBe(200);
      const { rows } = await sql.query(`select revoked_at from sessions where user_id = $1`, [me.user.id]);
      expect(rows).toEqual([{ revoked_at: null }]);
    });

    it('does not fork: a replay in the grace cannot start a chain that outlives the one in use', async () => {
      const me = await signUpUser(url());
      const first = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      const replayed = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      // Both answers hold one successor; once it is used, using it again is a reuse.
      const successor = cookieOf(replayed, 'infragen_refresh');
      expect(successor).toBe(cookieOf(first, 'infragen_refresh'));
      expect((await call(url(), 'POST', '/api/auth/refresh', { cookie: successor })).status).toBe(200);
      await sql.query(
        `update refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null and session_id in (select id from sessions where user_id = $1)`,
        [me.user.id],
      );
      expect((await call(url(), 'POST', '/api/auth/refresh', { cookie: successor })).status).toBe(401);
      const { rows } = await sql.query(`select revoked_reason from sessions where user_id = $1`, [me.user.id]);
      expect(rows).toEqual([{ revoked_reason: 'reuse' }]);
    });

    it('still revokes a replay within the grace once a successor has been used', async () => {
      const me = await signUpUser(url());
      const rotated = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(
        (await call(url(), 'POST', '/api/auth/refresh', { cookie: cookieOf(rotated, 'infragen_refresh') })).status,
      ).toBe(200);
      const replay = await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie });
      expect(replay).toMatchObject({ status: 401, body: { message: Messages.auth.sessionNotFound } });
      const { rows } = await sql.query(`select revoked_reason from sessions where user_id = $1`, [me.user.id]);
      expect(rows).toEqual([{ revoked_reason: 'reuse' }]);
    });

    it('answers 401 "Session does not exist" without a cookie, and clears a dead one', async () => {
      const none = await call(url(), 'POST', '/api/auth/refresh');
      expect(none).toMatchObject({ status: 401, body: { message: Messages.auth.sessionNotFound } });
      const dead = await call(url(), 'POST', '/api/auth/refresh', {
        cookie: 'infragen_refresh=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(dead.status).toBe(401);
      expect(dead.cookies.some((c) => /^infragen_refresh=;.*Max-Age=0/.test(c))).toBe(true);
    });
  });

  describe('sign-out', () => {
    it('ends the session: refresh and access tokens stop working; a second sign-out says the session does not exist', async () => {
      const me = await signUpUser(url());
      const out = await call(url(), 'POST', '/api/auth/signout', { cookie: me.cookie, token: me.token });
      expect(out.status).toBe(204);
      expect(out.cookies.some((c) => /^infragen_refresh=;.*Max-Age=0/.test(c))).toBe(true);
      expect(out.cookies.some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`))).toBe(true);
      expect((await call(url(), 'POST', '/api/auth/refresh', { cookie: me.cookie })).status).toBe(401);
      expect((await call(url(), 'GET', '/api/auth/me', { token: me.token })).status).toBe(401);
      const again = await call(url(), 'POST', '/api/auth/signout', { cookie: me.cookie });
      expect(again).toMatchObject({ status: 401, body: { message: Messages.auth.sessionNotFound } });
    });

    it("leaves the user's other sessions alone", async () => {
      const email = uniqueEmail();
      const one = await signUpUser(url(), email);
      const two = await signInUser(url(), email);
      await call(url(), 'POST', '/api/auth/signout', { cookie: one.cookie });
      expect((await call(url(), 'GET', '/api/auth/me', { token: two.token })).status).toBe(200);
    });
  });
});
