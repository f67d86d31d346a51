import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';

/**
 * Text that PostgreSQL cannot store (the NUL character) is refused with a 400 naming the field or
 * parameter, for every route, before anything reaches the database; and the Content-Security-Policy asks the
 * browser to upgrade requests to https only when the page was reached over https.
 */
const ADMIN = { email: 'stored-text-admin@example.com', password: 'granite harbour lantern 42' };

describe('text that cannot be stored, and the security headers', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const refusal = (path: string) => ({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: `${path}: ${Messages.http.nulCharacter}`,
    issues: [{ path, message: Messages.http.nulCharacter }],
  });

  it('refuses a NUL in a prompt, in history, in a sign-up and in a profile, naming the field', async () => {
    const prompt = await call(stack.baseUrl, 'POST', '/api/generations', {
      body: { prompt: 'a bucket\u0000', platform: 'aws' },
    });
    expect(prompt).toMatchObject({ status: 400, body: refusal('prompt') });

    const history = await call(stack.baseUrl, 'POST', '/api/generations', {
      body: {
        prompt: 'and versioned',
        platform: 'aws',
        history: [
          { content: 'a bucket', isUser: true },
          { content: 'resource\u0000', isUser: false },
        ],
      },
    });
    expect(history).toMatchObject({ status: 400, body: refusal('history.1.content') });

    const signUp = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
      body: { fullName: 'Ada\u0000', email: uniqueEmail(), password: GOOD_PASSWORD, acceptTerms: true },
    });
    expect(signUp).toMatchObject({ status: 400, body: refusal('fullName') });

    const user = await signUpUser(stack.baseUrl);
    const profile = await call(stack.baseUrl, 'PUT', '/api/profile', {
      token: user.token,
      body: { full_name: 'Ada', business_email: 'ada@example.com', role: 'SRE', organization: 'Engines\u0000 Ltd' },
    });
    expect(profile).toMatchObject({ status: 400, body: refusal('organization') });
    // Nothing was stored on the way.
    expect((await call(stack.baseUrl, 'GET', '/api/profile', { token: user.token })).body).toEqual({ profile: null });
  });

  it('names a key holding a NUL too, and still answers bodies without one', async () => {
    const key = await call(stack.baseUrl, 'POST', '/api/generations', {
      body: { prompt: 'a bucket', platform: 'aws', ['x\u0000']: 1 },
    });
    expect(key).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', issues: [{ path: 'x\\u0000' }] } });
    const fine = await call(stack.baseUrl, 'POST', '/api/generations', {
      body: { prompt: 'a bucket', platform: 'aws' },
    });
    expect(fine.status).toBe(202);
  });

  it('refuses a NUL in a query or path parameter, naming the parameter, before it reaches the database', async () => {
    const admin = await call(stack.baseUrl, 'POST', '/api/admin/auth/login', { body: ADMIN });
    const token = admin.body.session.access_token as string;
    // A free-text search is passed to a database query; PostgreSQL would refuse the NUL there.
    const search = await call(stack.baseUrl, 'GET', '/api/admin/users?search=a%00b', { token });
    expect(search).toMatchObject({ status: 400, body: refusal('search') });
    const repeated = await call(stack.baseUrl, 'GET', '/api/admin/users?search=a&search=b%00', { token });
    expect(repeated).toMatchObject({ status: 400, body: refusal('search') });

    const user = await signUpUser(stack.baseUrl);
    const param = await call(stack.baseUrl, 'GET', '/api/conversations/a%00b', { token: user.token });
    expect(param).toMatchObject({ status: 400, body: refusal('id') });
    // The same search without the NUL is answered.
    expect((await call(stack.baseUrl, 'GET', '/api/admin/users?search=ab', { token })).status).toBe(200);
  });

  it('answers an address the router cannot decode with the api error shape and the usual headers', async () => {
    for (const path of ['/%ff', '/api/%ff', '/api/generations/%E0%A4%A']) {
      const response = await fetch(`${stack.baseUrl}${path}`);
      const body = (await response.json()) as Record<string, unknown>;
      expect({ path, status: response.status, body }).toEqual({
        path,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BAD_REQUEST',
          message: Messages.http.malformedUrl(path),
          requestId: expect.any(String),
        },
      });
      expect(response.headers.get('x-request-id')).toBe(body.requestId);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('asks for https upgrades only on pages reached over https', async () => {
    const plain = await fetch(`${stack.baseUrl}/api/health`);
    const policy = plain.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    // Behind a proxy it trusts (loopback here) that says the browser came over https.
    const proxied = await fetch(`${stack.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
