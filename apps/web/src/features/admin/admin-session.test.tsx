import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ADMIN_SESSION_HINT_COOKIE } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { AdminSession, forgetAdminTokens } from './admin-session';

/** The admin session restored on a visit to /admin: a refresh is asked for only when one may exist. */
function renderSession() {
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  render(
    <Provider store={store}>
      <AdminSession />
    </Provider>,
  );
  return store;
}

const saved = globalThis.fetch;
let fetchSpy: jest.Mock;
beforeEach(() => {
  fetchSpy = jest.fn().mockResolvedValue({ status: 401, ok: false, json: async () => ({}) });
  globalThis.fetch = fetchSpy;
  localStorage.clear();
});
afterEach(() => {
  globalThis.fetch = saved;
  document.cookie = `${ADMIN_SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
});

describe('AdminSession', () => {
  it('without the admin session hint, is signed out without a request (no 401 in the console)', async () => {
    const store = renderSession();
    await waitFor(() => expect(store.getState().adminAuth.status).toBe('signedOut'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('with the hint, asks the server to restore the session from its cookie', async () => {
    document.cookie = `${ADMIN_SESSION_HINT_COOKIE}=1; Path=/`;
    const store = renderSession();
    await waitFor(() => expect(store.getState().adminAuth.status).toBe('signedOut'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/admin/auth/refresh', expect.objectContaining({ method: 'POST' }));
  });

  it('after a sign-out forgot the tokens, a page loaded before the server answered asks nothing', async () => {
    // The sign-out's request may still be on its way (or cancelled by leaving the page): the hint
    // goes with the tokens, or the refresh cookie would restore the session just left.
    document.cookie = `${ADMIN_SESSION_HINT_COOKIE}=1; Path=/`;
    localStorage.setItem('admin_access_token', 'a.b.c');
    forgetAdminTokens();
    const store = renderSession();
    await waitFor(() => expect(store.getState().adminAuth.status).toBe('signedOut'));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(localStorage.getItem('admin_access_token')).toBeNull();
  });
});
