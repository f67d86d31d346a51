import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Messages } from '@infragen/contracts';
import { makeStore } from './store';
import { ROUTE_TABLE, routes } from './routes';
import { adminAuthActions } from '@/features/admin/admin-auth-slice';
import { authActions } from '@/entities/session/auth-slice';

/**
 * Renders a path and lets what the first render started settle inside act(): lazy route modules
 * and the session check (whose refresh fails at once in unit tests, so the visitor is signed out).
 */
async function renderAt(path: string, prepare?: (store: ReturnType<typeof makeStore>) => void) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  prepare?.(store);
  await act(async () => {
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
  return router;
}

const user = {
  id: 'u',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  role: 'user' as const,
  emailVerified: true,
  createdAt: '',
};
const session = {
  accessToken: 't',
  tokenType: 'Bearer' as const,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
  expiresIn: 60,
};
const admin = { id: 'a', full_name: 'Ada Admin', email: 'ada@example.com', role: 'super_admin' as const };

/** The session a path needs to show its own page rather than its guard's redirect. */
function sessionFor(path: string) {
  return (store: ReturnType<typeof makeStore>) => {
    if (path === '/app' || path === '/profile') store.dispatch(authActions.sessionStarted({ user, session }));
    if (path.startsWith('/admin') && path !== '/admin/login')
      store.dispatch(adminAuthActions.signedIn({ user: admin, accessToken: 't', expiresAt: null }));
  };
}

describe('routes', () => {
  const specPaths = [
    '/',
    '/auth',
    '/app',
    '/profile',
    '/product',
    '/resources',
    '/pricing',
    '/enterprise',
    '/about',
    '/careers',
    '/contact',
    '/features',
    '/blog',
    '/community',
    '/support',
    '/terms',
    '/privacy',
    '/cookies',
    '/documentation',
    '/docs',
    '/auth/github/callback',
    '/admin/login',
    '/admin',
    '/admin/users',
    '/admin/subscriptions',
    '/admin/alerts',
    '/admin/promo-codes',
    '/admin/openai',
    '/admin/config',
    '/admin/inbox',
  ];

  it('covers every path of the spec route table', () => {
    expect(ROUTE_TABLE.map(([path]) => path).sort()).toEqual([...specPaths].sort());
  });

  // The GitHub callback page leaves at once for where its outcome sends the user (sign-in, or the
  // workspace): features/github/github-callback-page.test.tsx follows it there.
  const staying = specPaths.filter((path) => path !== '/auth/github/callback');

  it.each(staying)('renders %s with a heading and no not-found page', async (path) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = await renderAt(path, sessionFor(path));
    // Its own page, not a guard's redirect or its loading state.
    expect(router.state.location.pathname).toBe(path);
    expect(screen.queryByRole('heading', { level: 1, name: Messages.common.loading })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 }).length).toBe(1);
    expect(screen.queryByText(Messages.notFound.title)).toBeNull();
    error.mockRestore();
  });

  it('shows the landing copy on the home page', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(Messages.landing.title);
    expect(screen.getByText(Messages.landing.noSignup)).toBeInTheDocument();
    // The platform tiles are the try-it's choices (its chunk loads with the landing).
    for (const name of ['AWS', 'Azure', 'Google Cloud', 'Multi-Cloud/Terraform'])
      expect(await screen.findByRole('radio', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(screen.getByLabelText('Describe the infrastructure you need')).toBeEnabled();
    expect(screen.getAllByRole('link', { name: Messages.landing.getStarted })[0]).toHaveAttribute('href', '/auth');
    // Learn More says its subject to screen readers and search engines in words only they read.
    expect(screen.getByRole('link', { name: new RegExp(`^${Messages.landing.learnMore} `) })).toHaveAttribute(
      'href',
      '/docs',
    );
  });

  it('puts an admin page in the admin shell, with the sidebar of the spec', async () => {
    // An admin session, so the admin guard lets the page through.
    await renderAt('/admin/users', sessionFor('/admin/users'));
    expect(await screen.findByRole('heading', { level: 1, name: Messages.admin.nav.users })).toBeInTheDocument();
    const nav = Messages.admin.nav;
    for (const name of [
      nav.dashboard,
      nav.users,
      nav.subscriptions,
      nav.alerts,
      nav.promoCodes,
      nav.openai,
      nav.config,
    ])
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: nav.backToDashboard })).toHaveAttribute('href', '/admin');
    // The role as people read it: an underscore shows as a space.
    expect(screen.getByTestId('admin-identity')).toHaveTextContent('super admin');
  });

  it('links terms and privacy back to the login page', async () => {
    await renderAt('/terms');
    expect(screen.getByRole('link', { name: Messages.auth.backToLogin })).toHaveAttribute('href', '/auth');
  });
});

describe('not-found page', () => {
  it('shows 404, "Page not found", a link home, and logs the bad path', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAt('/no/such/page');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: Messages.notFound.home })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith('404: no page at', '/no/such/page');
    error.mockRestore();
  });
});
