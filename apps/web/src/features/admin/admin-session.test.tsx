import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ADMIN_SESSION_HINT_COOKIE } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { AdminSession } from './admin-session';

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
});
