import { Client } from 'pg';
import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { SmtpCapture, verificationLink } from '../support/smtp-server';
import { waitFor } from '../support/free-port';
import { call, GOOD_PASSWORD, uniqueEmail } from './auth-helpers';

/** Email verification through a real SMTP server that this test starts. */
describe('sign-up with email verification (SMTP configured)', () => {
  let db: TestDatabase;
  let smtp: SmtpCapture;
  let stack: Stack;
  let sql: Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await SmtpCapture.start();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Infragen <accounts@infragen.test>' },
    });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await stack?.close();
    await smtp?.close();
    await db?.drop();
  });

  it('sends a link that verifies the account and returns to the site root; sign-in waits for it', async () => {
    const email = uniqueEmail('verify');
    const signUp = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
      body: { fullName: 'Katherine Johnson', email, password: GOOD_PASSWORD, acceptTerms: true },
    });
    // No account is named until the email is verified (the same answer as for a taken email).
    expect(signUp).toMatchObject({ status: 201, body: { emailVerificationRequired: true, session: null, user: null } });
    expect(signUp.cookies).toEqual([]);

    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('accounts@infragen.test');
    expect(mail.raw).toContain(`Subject: ${Messages.auth.verificationEmailSubject}`);
    const link = verificationLink(mail);
    expect(link.startsWith(stack.baseUrl)).toBe(true);
    // The token travels only in the email: the database keeps its hash.
    const token = new URL(link).searchParams.get('token')!;
    const { rows } = await sql.query('select email_verify_token_hash from users where email = $1', [email]);
    expect(rows[0].email_verify_token_hash).not.toBe(token);

    const early = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: GOOD_PASSWORD } });
    expect(early).toMatchObject({ status: 403, body: { message: Messages.auth.emailNotVerified } });

    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/?emailVerified=1');

    const signIn = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: GOOD_PASSWORD } });
    expect(signIn).toMatchObject({ status: 200, body: { user: { email, emailVerified: true } } });

    // The link is single-use.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/?emailVerified=0');
  });

  it('does not tell a wrong password apart from an unverified account', async () => {
    const email = uniqueEmail('verify');
    await call(stack.baseUrl, 'POST', '/api/auth/signup', {
      body: { fullName: 'A', email, password: GOOD_PASSWORD, acceptTerms: true },
    });
    const wrong = await call(stack.baseUrl, 'POST', '/api/auth/signin', {
      body: { email, password: 'wrong password!' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: Messages.auth.invalidCredentials } });
  });

  it('answers a taken email exactly as a new one, and the email tells the account’s owner', async () => {
    const taken = uniqueEmail('taken');
    const signUp = (email: string) =>
      call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Mary Jackson', email, password: GOOD_PASSWORD, acceptTerms: true },
        headers: { 'x-forwarded-for': `10.92.${Math.floor(Math.random() * 250)}.1` },
      });
    const first = await signUp(taken);
    await smtp.waitFor(taken);
    const fresh = await signUp(uniqueEmail('fresh'));
    const again = await signUp(taken);
    expect({ status: again.status, body: again.body, cookies: again.cookies }).toEqual({
      status: fresh.status,
      body: fresh.body,
      cookies: fresh.cookies,
    });
    expect(again.body).toEqual(first.body);
    expect(again).toMatchObject({ status: 201, body: { emailVerificationRequired: true, session: null, user: null } });

    // The owner of the account hears of the attempt; no second account and no new link.
    await waitFor(async () => smtp.messages.filter((m) => m.to.includes(taken)).length === 2, 'the second email');
    const note = smtp.messages.filter((m) => m.to.includes(taken))[1]!;
    expect(note.raw).toContain(`Subject: ${Messages.auth.signUpAttemptSubject}`);
    expect(note.text).toContain(`${stack.baseUrl}/auth`);
    expect(note.text).not.toContain('verify-email');
    const { rows } = await sql.query('select count(*)::int as n from users where email = $1', [taken]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 503 and keeps no account when the email cannot be sent', async () => {
    const down = await startStack({ databaseUrl: db.url, workers: 0, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = uniqueEmail('nomail');
      const answer = await call(down.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'A', email, password: GOOD_PASSWORD, acceptTerms: true },
      });
      expect(answer).toMatchObject({ status: 503, body: { message: Messages.auth.verificationEmailFailed } });
      const { rows } = await sql.query('select count(*)::int as n from users where email = $1', [email]);
      expect(rows[0].n).toBe(0);
    } finally {
      await down.close();
    }
  });
});
