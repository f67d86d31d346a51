import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Messages, SESSION_HINT_COOKIE } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { authActions, displayName } from '@/entities/session/auth-slice';

const session = {
  accessToken: 't',
  tokenType: 'Bearer' as const,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  expiresIn: 60,
};
const user = {
  id: 'u',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  role: 'user' as const,
  emailVerified: true,
  createdAt: '',
};

function renderAt(path: string, signedIn: boolean | null) {
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  if (signedIn === true) store.dispatch(authActions.sessionStarted({ user, session }));
  if (signedIn === false) store.dispatch(authActions.sessionEnded());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('/auth', () => {
  // The page is a lazy route: loaded here first, its chunk does not count against the
  // assertions' one-second wait on a busy machine.
  beforeAll(() => import('./auth-page'));
  afterEach(() => {
    document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/`;
    jest.restoreAllMocks();
  });

  it('shows a spinner while the session is checked, then the form once it is known there is none', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; Path=/`;
    renderAt('/auth', null);
    expect(screen.getByRole('status', { name: Messages.common.loading })).toBeInTheDocument();
    // The refresh fails at once in unit tests: signed out.
    expect(await screen.findByRole('tab', { name: Messages.auth.signIn })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('status', { name: Messages.common.loading })).toBeNull();
  });

  it('without the session hint, shows the form without asking the server to restore a session', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    renderAt('/auth', null);
    expect(await screen.findByRole('tab', { name: Messages.auth.signIn })).toHaveAttribute('aria-selected', 'true');
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/refresh');
  });

  it('opens on Sign in; Sign up keeps its button disabled until the terms box is ticked', async () => {
    renderAt('/auth', false);
    expect(screen.getByRole('tab', { name: Messages.auth.signIn })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: Messages.auth.signUp }));
    const submit = screen.getByRole('button', { name: Messages.auth.signUp });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('link', { name: Messages.auth.termsLink })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: Messages.auth.privacyLink })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
  });

  it('sends a signed-in user on to /app (history replaced)', async () => {
    const router = renderAt('/auth', true);
    await screen.findByTestId('user-menu');
    expect(router.state.location.pathname).toBe('/app');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('guards and the header', () => {
  it('sends anonymous visitors of /profile to /auth', async () => {
    const router = renderAt('/profile', false);
    await screen.findByRole('tab', { name: Messages.auth.signIn });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the full name in the user menu, else the email', async () => {
    renderAt('/', true);
    expect(await screen.findByTestId('user-menu')).toHaveTextContent('Ada Lovelace');
    expect(displayName({ fullName: ' ', email: 'x@example.com' })).toBe('x@example.com');
  });

  it('sends visitors without an admin session from /admin to /admin/login', async () => {
    const router = renderAt('/admin', false);
    await screen.findByRole('heading', { name: Messages.admin.loginTitle });
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
