import { makeStore } from '@/app/store';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import {
  readAnonymousToken,
  readTriedConversation,
  rememberAnonymousToken,
  rememberTriedConversation,
} from '@/lib/anonymous-session';
import { authApi } from './auth-api';

const token = 'T'.repeat(43);
const user = { id: 'u', email: 'ada@example.com', fullName: 'Ada', role: 'user', emailVerified: true, createdAt: '' };
const session = { accessToken: 'a', tokenType: 'Bearer', expiresAt: new Date().toISOString(), expiresIn: 60 };
const signUp = { fullName: 'Ada', email: 'ada@example.com', password: 'a long passphrase', acceptTerms: true as const };

function storeAnswering(route: FakeRoute) {
  const http = installFakeHttp([route]);
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  return { http, store };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  localStorage.clear();
});

describe('sign-up and sign-in with an anonymous session (the landing try-it)', () => {
  beforeEach(() => {
    rememberAnonymousToken(token);
    rememberTriedConversation('c');
  });

  it('present the session, and forget it once signed in (the account has taken it over)', async () => {
    const { http, store } = storeAnswering(() => ({
      status: 201,
      body: { user, session, emailVerificationRequired: false },
    }));
    restore = http.restore;
    await store.dispatch(authApi.endpoints.signUp.initiate(signUp));
    expect(http.requests[0]!.headers['x-anonymous-session']).toBe(token);
    expect(readAnonymousToken()).toBeNull();
    expect(readTriedConversation()).toBeNull();
  });

  it('keep it while no session started: an address to verify first, or a refused sign-in', async () => {
    const { http, store } = storeAnswering(({ url }) =>
      url.endsWith('/signup')
        ? { status: 201, body: { user, session: null, emailVerificationRequired: true } }
        : { status: 401, body: { statusCode: 401, message: 'Invalid email or password' } },
    );
    restore = http.restore;
    await store.dispatch(authApi.endpoints.signUp.initiate(signUp));
    await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'ada@example.com', password: 'wrong' }));
    expect(http.requests.map((r) => r.headers['x-anonymous-session'])).toEqual([token, token]);
    expect(readAnonymousToken()).toBe(token);
    expect(readTriedConversation()).toBe('c');
  });
});
