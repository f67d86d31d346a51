import { Messages } from '@infragen/contracts';
import { AUTH_LIMITS } from '../../apps/api/src/auth/auth-rate-limits';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';

/**
 * Brute force: Redis-backed counters per client address, a growing wait per account and address,
 * and sign-up limits; 429 says when to retry.
 */
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

  const signIn = (email: string, password: string, ip: string) =>
    call(stack.baseUrl, 'POST', '/api/auth/signin', { body: { email, password }, headers: from(ip) });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('makes one address wait longer after each failure on an account, never its owner elsewhere', async () => {
    const email = uniqueEmail('target');
    await signUpUser(stack.baseUrl, email);
    const { freeFailures } = AUTH_LIMITS.signInBackoff;
    for (let i = 0; i < freeFailures; i += 1)
      expect((await signIn(email, 'wrong password', '10.1.0.1')).status).toBe(401);
    // Now the guesser waits, even with the right password: 1 s, then 2 s after the next failure.
    const first = await signIn(email, GOOD_PASSWORD, '10.1.0.1');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    expect(first.body.message).toBe(Messages.auth.signInBackoff(1));
    await sleep(1100);
    expect((await signIn(email, 'wrong password', '10.1.0.1')).status).toBe(401);
    const second = await signIn(email, 'wrong password', '10.1.0.1');
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');

    // The owner, from another address, is not held up by someone else's guessing...
    expect((await signIn(email, GOOD_PASSWORD, '10.1.9.9')).status).toBe(200);
    // ...nor by guesses spread over many addresses: no one can lock the account out.
    for (let i = 0; i < 20; i += 1) await signIn(email, 'wrong password', `10.1.1.${i}`);
    expect((await signIn(email, GOOD_PASSWORD, '10.1.9.9')).status).toBe(200);
  });

  it("a successful sign-in clears that address's failures on the account", async () => {
    const email = uniqueEmail('clears');
    await signUpUser(stack.baseUrl, email);
    const { freeFailures } = AUTH_LIMITS.signInBackoff;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < freeFailures - 1; i += 1) await signIn(email, 'wrong password', '10.2.0.1');
      expect((await signIn(email, GOOD_PASSWORD, '10.2.0.1')).status).toBe(200);
    }
    // Had the first round's failures counted on, this one would wait.
    await signIn(email, 'wrong password', '10.2.0.1');
    expect((await signIn(email, GOOD_PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const { limit } = AUTH_LIMITS.signInPerIp;
    let last = 0;
    for (let i = 0; i <= limit; i += 1) {
      last = (
        await call(stack.baseUrl, 'POST', '/api/auth/signin', {
          body: { email: uniqueEmail('spray'), password: 'whatever1' },
          headers: from('10.3.0.1'),
        })
      ).status;
    }
    expect(last).toBe(429);
    expect(
      (
        await call(stack.baseUrl, 'POST', '/api/auth/signin', {
          body: { email: uniqueEmail('spray'), password: 'whatever1' },
          headers: from('10.3.0.2'),
        })
      ).status,
    ).toBe(401);
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
