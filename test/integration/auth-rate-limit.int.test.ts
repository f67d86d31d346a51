import { Messages } from '@infragen/contracts';
import { AUTH_LIMITS } from '../../apps/api/src/auth/auth-rate-limits';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';

/** Brute force: Redis-backed counters per client address and per account; 429 says when to retry. */
describe('sign-in and sign-up rate limits', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0 });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('locks an account after too many attempts from anywhere, even with the right password, and says when to retry', async () => {
    const email = uniqueEmail('target');
    await signUpUser(stack.baseUrl, email);
    const { limit, windowSeconds } = AUTH_LIMITS.signInPerAccount;
    for (let i = 0; i < limit; i += 1) {
      const answer = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'wrong password' }, headers: from(`10.1.0.${i + 1}`) });
      expect(answer.status).toBe(401);
    }
    const locked = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: GOOD_PASSWORD }, headers: from('10.1.1.1') });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(locked.body.message).toBe(Messages.http.tooManyRequests(retryAfter));
    // Another account is not affected.
    const other = uniqueEmail('other');
    await signUpUser(stack.baseUrl, other);
    expect((await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email: other, password: GOOD_PASSWORD }, headers: from('10.1.1.2') })).status).toBe(200);
  });

  it('a successful sign-in clears the account\'s failures', async () => {
    const email = uniqueEmail('clears');
    await signUpUser(stack.baseUrl, email);
    const { limit } = AUTH_LIMITS.signInPerAccount;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < limit - 1; i += 1) {
        await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: 'wrong password' }, headers: from(`10.2.${round}.${i}`) });
      }
      expect((await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password: GOOD_PASSWORD }, headers: from('10.2.9.9') })).status).toBe(200);
    }
  });

  it('limits one address trying many accounts', async () => {
    const { limit } = AUTH_LIMITS.signInPerIp;
    let last = 0;
    for (let i = 0; i <= limit; i += 1) {
      last = (await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email: uniqueEmail('spray'), password: 'whatever1' }, headers: from('10.3.0.1') })).status;
    }
    expect(last).toBe(429);
    expect((await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email: uniqueEmail('spray'), password: 'whatever1' }, headers: from('10.3.0.2') })).status).toBe(401);
  });

  it('limits sign-ups per address and per email', async () => {
    const { limit } = AUTH_LIMITS.signUpPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const answer = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Bot', email: uniqueEmail('bot'), password: GOOD_PASSWORD, acceptTerms: true },
        headers: from('10.4.0.1'),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit).every((s) => s === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);

    const email = uniqueEmail('same');
    const perAccount: number[] = [];
    for (let i = 0; i <= AUTH_LIMITS.signUpPerAccount.limit; i += 1) {
      const answer = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
        body: { fullName: 'Bot', email, password: GOOD_PASSWORD, acceptTerms: true },
        headers: from(`10.5.0.${i}`),
      });
      perAccount.push(answer.status);
    }
    expect(perAccount[0]).toBe(201);
    expect(perAccount.slice(1, -1).every((s) => s === 409)).toBe(true);
    expect(perAccount.at(-1)).toBe(429);
  });
});
