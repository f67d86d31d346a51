import { configureStore } from '@reduxjs/toolkit';
import { installFakeHttp } from '@/testing/fake-http';
import { readAnonymousToken, rememberAnonymousToken } from './anonymous-session';
import { api } from './api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({ probeStatus: build.query<unknown, void>({ query: () => '/status' }) }),
});

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => {
  http?.restore();
  localStorage.clear();
});

function storeWith(code: string) {
  http = installFakeHttp([() => ({ status: 401, body: { statusCode: 401, code, message: 'refused' } })]);
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

describe('the api slice and the visitor session token', () => {
  it('forgets a token the server refuses as not its own', async () => {
    rememberAnonymousToken('A'.repeat(43));
    await storeWith('ANONYMOUS_SESSION_INVALID').dispatch(probe.endpoints.probeStatus.initiate());
    expect(readAnonymousToken()).toBeNull();
  });

  it('keeps it on any other refusal', async () => {
    rememberAnonymousToken('A'.repeat(43));
    await storeWith('SIGN_IN_REQUIRED').dispatch(probe.endpoints.probeStatus.initiate());
    expect(readAnonymousToken()).toBe('A'.repeat(43));
  });
});
