import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, signUpUser } from './auth-helpers';

const VALID = {
  full_name: 'Margaret Hamilton',
  business_email: 'margaret@example.com',
  role: 'Lead Engineer',
  organization: 'MIT',
  linkedin_profile: 'https://www.linkedin.com/in/margaret',
};

describe("profiles: the current user's own, read and create-or-update", () => {
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

  it('is null until saved, is created by the first save, updated by the next, and read back', async () => {
    const me = await signUpUser(stack.baseUrl);
    expect(await call(stack.baseUrl, 'GET', '/api/profile', { token: me.token })).toMatchObject({
      status: 200,
      body: { profile: null },
    });
    const created = await call(stack.baseUrl, 'PUT', '/api/profile', { token: me.token, body: VALID });
    expect(created).toMatchObject({ status: 200, body: { ...VALID, id: me.user.id } });
    const updated = await call(stack.baseUrl, 'PUT', '/api/profile', {
      token: me.token,
      body: { ...VALID, role: 'SRE', organization: '', linkedin_profile: '' },
    });
    expect(updated).toMatchObject({
      status: 200,
      body: { role: 'SRE', organization: null, linkedin_profile: null, created_at: created.body.created_at },
    });
    expect(await call(stack.baseUrl, 'GET', '/api/profile', { token: me.token })).toMatchObject({
      body: { profile: { role: 'SRE', full_name: VALID.full_name } },
    });
  });

  it.each([
    ['full_name', { full_name: ' ' }, Messages.profile.nameRequired],
    ['business_email', { business_email: 'nope' }, Messages.profile.validEmailRequired],
    ['role', { role: 'Astronaut' }, Messages.profile.roleRequired],
    ['role', { role: undefined }, Messages.profile.roleRequired],
    ['linkedin_profile', { linkedin_profile: 'not a url' }, Messages.profile.mustBeValidUrl],
  ])("refuses a bad %s with the catalogue's message", async (path, change, message) => {
    const me = await signUpUser(stack.baseUrl);
    const answer = await call(stack.baseUrl, 'PUT', '/api/profile', { token: me.token, body: { ...VALID, ...change } });
    expect(answer).toMatchObject({ status: 400, body: { issues: [{ path, message }] } });
  });

  it("never reads or writes another user's profile, and refuses an id in the body", async () => {
    const alice = await signUpUser(stack.baseUrl);
    const bob = await signUpUser(stack.baseUrl);
    await call(stack.baseUrl, 'PUT', '/api/profile', { token: alice.token, body: VALID });
    expect(await call(stack.baseUrl, 'GET', '/api/profile', { token: bob.token })).toMatchObject({
      body: { profile: null },
    });
    const smuggled = await call(stack.baseUrl, 'PUT', '/api/profile', {
      token: bob.token,
      body: { ...VALID, id: alice.user.id, full_name: 'Mallory' },
    });
    expect(smuggled).toMatchObject({ status: 400, body: { issues: [{ path: 'id' }] } });
    await call(stack.baseUrl, 'PUT', '/api/profile', { token: bob.token, body: { ...VALID, full_name: 'Bob' } });
    expect(await call(stack.baseUrl, 'GET', '/api/profile', { token: alice.token })).toMatchObject({
      body: { profile: { full_name: VALID.full_name, id: alice.user.id } },
    });
  });

  it('is for signed-in users only', async () => {
    expect((await call(stack.baseUrl, 'GET', '/api/profile')).status).toBe(401);
    expect((await call(stack.baseUrl, 'PUT', '/api/profile', { body: VALID })).status).toBe(401);
  });
});
