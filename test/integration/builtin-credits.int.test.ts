import { Messages, type CreditsOverview } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { waitFor } from '../support/free-port';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/**
 * What the landing, the pricing page and the profile promise about cost, against the product with
 * no language model configured (the built-in generator answers): a signed-in user's generations
 * spend no credit and the account says why; a visitor generates free without signing up, within
 * an hourly limit per address (decision 032).
 */
describe('the built-in generator costs no credit; visitors are free within an hourly limit', () => {
  let db: TestDatabase;
  let stack: Stack;
  const HOURLY = 2;

  beforeAll(async () => {
    db = await createTestDatabase();
    // No OPENAI_* variables: the worker generates with the built-in generator.
    stack = await startStack({
      databaseUrl: db.url,
      workers: 1,
      env: { GENERATION_RATE_LIMIT_ANONYMOUS: String(HOURLY) },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const credits = async (user: SignedIn) =>
    (await call(stack.baseUrl, 'GET', '/api/account/credits', { token: user.token })).body as CreditsOverview;

  it("spends none of a signed-in user's credits, and the account says the built-in generator is free", async () => {
    const user = await signUpUser(stack.baseUrl);
    const before = await credits(user);
    expect(before).toMatchObject({ spendingEnabled: true, builtInGenerator: true });
    const first = await call(stack.baseUrl, 'POST', '/api/generations', {
      token: user.token,
      body: { prompt: 'an S3 bucket with versioning', platform: 'aws' },
    });
    expect(first.status).toBe(202);
    const followUp = await call(stack.baseUrl, 'POST', '/api/generations', {
      token: user.token,
      body: { prompt: 'and encrypt it with KMS', platform: 'aws', conversationId: first.body.conversationId },
    });
    expect(followUp.status).toBe(202);
    for (const id of [first.body.id, followUp.body.id])
      await waitFor(
        async () =>
          (await call(stack.baseUrl, 'GET', `/api/generations/${id}`, { token: user.token })).body.status ===
          'completed',
        'the built-in generation to complete',
        60_000,
      );
    const after = await credits(user);
    expect(after.balance).toBe(before.balance);
    expect(after.history.filter((h) => h.reason === 'generation')).toEqual([]);
  });

  it('lets a visitor generate without an account, free, until the hourly limit of the address', async () => {
    const visit = () =>
      call(stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a VPC with two subnets', platform: 'aws' },
        headers: { 'x-forwarded-for': '10.88.0.1' },
      });
    for (let i = 0; i < HOURLY; i += 1) expect((await visit()).status).toBe(202);
    const limited = await visit();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Messages.landing.noSignup).toMatch(/free, within an hourly limit/);
  });
});
