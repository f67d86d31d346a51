import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';

/** A visitor's anonymous work (the landing's "try it") follows them into the account they sign up or in to. */
describe('anonymous conversations adopted at sign-up and sign-in', () => {
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

  const url = () => stack.baseUrl;

  /** An anonymous generation: its id, conversation and the session's token. */
  async function tryAnonymously(prompt: string) {
    const created = await call<{ id: string; conversationId: string; anonymousToken: string }>(
      url(),
      'POST',
      '/api/generations',
      { body: { prompt, platform: 'aws' } },
    );
    expect(created.status).toBe(202);
    return created.body;
  }

  const conversationsOf = async (token: string) =>
    (await call<{ items: { id: string }[] }>(url(), 'GET', '/api/conversations', { token })).body.items.map(
      (c) => c.id,
    );

  it('signing up with the token moves the conversation and its generation to the new account', async () => {
    const tried = await tryAnonymously('an S3 bucket');
    const answer = await call<{ session: { accessToken: string } }>(url(), 'POST', '/api/auth/signup', {
      body: { fullName: 'Ada Lovelace', email: uniqueEmail(), password: GOOD_PASSWORD, acceptTerms: true },
      headers: { 'x-anonymous-session': tried.anonymousToken },
    });
    expect(answer.status).toBe(201);
    const token = answer.body.session.accessToken;
    expect(await conversationsOf(token)).toEqual([tried.conversationId]);
    expect((await call(url(), 'GET', `/api/generations/${tried.id}`, { token })).status).toBe(200);
    // The anonymous token no longer reads it: the work is the account's alone now.
    const anonymous = await call(url(), 'GET', `/api/generations/${tried.id}`, {
      headers: { 'x-anonymous-session': tried.anonymousToken },
    });
    expect(anonymous.status).toBe(404);
  });

  it('signing in with the token does the same; without one, nothing moves', async () => {
    const email = uniqueEmail();
    const account = await signUpUser(url(), email);
    const tried = await tryAnonymously('a VPC');
    const plain = await call(url(), 'POST', '/api/auth/signin', { body: { email, password: GOOD_PASSWORD } });
    expect(plain.status).toBe(200);
    expect(await conversationsOf(account.token)).toEqual([]);
    const withToken = await call(url(), 'POST', '/api/auth/signin', {
      body: { email, password: GOOD_PASSWORD },
      headers: { 'x-anonymous-session': tried.anonymousToken },
    });
    expect(withToken.status).toBe(200);
    expect(await conversationsOf(account.token)).toEqual([tried.conversationId]);
  });
});
