import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Messages } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { authActions } from '@/entities/session/auth-slice';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { showToast } from '@/lib/toast';
import GithubCallbackPage from './github-callback-page';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
const toast = showToast as jest.Mock;
const M = Messages.github;

const session = {
  accessToken: 't',
  tokenType: 'Bearer' as const,
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  expiresIn: 600,
};
const user = {
  id: 'u',
  email: 'ada@example.com',
  fullName: 'Ada',
  role: 'user' as const,
  emailVerified: true,
  createdAt: '',
};

function setup(query: string, routes: FakeRoute[] = [], signedIn: boolean | null = true) {
  const http = installFakeHttp(routes);
  const store = makeStore();
  if (signedIn) store.dispatch(authActions.sessionStarted({ user, session }));
  if (signedIn === false) store.dispatch(authActions.sessionEnded());
  const router = createMemoryRouter(
    [
      { path: '/auth/github/callback', element: <GithubCallbackPage /> },
      { path: '/app', element: <p>workspace</p> },
      { path: '/', element: <p>home</p> },
      { path: '/auth', element: <p>sign in</p> },
    ],
    { initialEntries: [`/auth/github/callback${query}`] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { http, store, router };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  toast.mockClear();
});

describe('/auth/github/callback', () => {
  it('says "Connecting to GitHub..." while the session is checked', () => {
    const t = setup('?code=c&state=s', [], null);
    restore = t.http.restore;
    expect(screen.getByText(M.connecting)).toBeInTheDocument();
    expect(t.http.requests).toEqual([]);
  });

  it('sends a visitor who is not signed in to /auth with "Authentication Required"', async () => {
    const t = setup('?code=c&state=s', [], false);
    restore = t.http.restore;
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      { title: 'Authentication Required', description: 'Please log in first' },
      'destructive',
      'github',
    );
    expect(t.http.requests).toEqual([]);
  });

  it("reports GitHub's own error and goes to the home page, as the product rules say", async () => {
    const denied = setup(
      '?error=access_denied&error_description=The%20user%20has%20denied%20your%20application%20access.',
    );
    restore = denied.http.restore;
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      { title: 'GitHub Connection Failed', description: 'The user has denied your application access.' },
      'destructive',
      'github',
    );
  });

  it('reports a missing code', async () => {
    const t = setup('?state=s');
    restore = t.http.restore;
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      { title: 'GitHub Connection Failed', description: 'No authorization code received' },
      'destructive',
      'github',
    );
    expect(t.http.requests).toEqual([]);
  });

  it('exchanges the code once and says "GitHub Connected"', async () => {
    const t = setup('?code=abc&state=s1', [
      ({ method, url }) =>
        method === 'POST' && url.endsWith('/api/github/callback')
          ? { status: 200, body: { connected: true } }
          : undefined,
    ]);
    restore = t.http.restore;
    expect(await screen.findByText('workspace')).toBeInTheDocument();
    expect(t.http.requests).toEqual([expect.objectContaining({ method: 'POST', body: { code: 'abc', state: 's1' } })]);
    expect(toast).toHaveBeenCalledWith(
      { title: 'GitHub Connected', description: 'Successfully connected to GitHub!' },
      'default',
      'github',
    );
  });

  it("shows the server's message when the exchange is refused", async () => {
    const t = setup('?code=abc&state=old', [
      ({ url }) =>
        url.endsWith('/api/github/callback')
          ? { status: 400, body: { statusCode: 400, code: 'GITHUB_STATE_INVALID', message: M.stateInvalid } }
          : undefined,
    ]);
    restore = t.http.restore;
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        { title: 'GitHub Connection Failed', description: M.stateInvalid },
        'destructive',
        'github',
      ),
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
