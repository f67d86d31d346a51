import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccountCopy, ProjectLimitCopy } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { routes } from '@/app/routes';
import { authActions } from '@/entities/session/auth-slice';
import { installFakeHttp } from '@/testing/fake-http';

const user = {
  id: 'u',
  email: 'ada@example.com',
  fullName: 'Ada',
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
const A = '6a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01';
const B = '6a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e02';

let http: ReturnType<typeof installFakeHttp>;
afterEach(() => http.restore());

/** /profile with two projects under a limit of 2; archiving and restoring change what the api lists. */
async function profile(builtInGenerator: boolean) {
  const archivedAt: Record<string, string | null> = { [A]: null, [B]: null };
  http = installFakeHttp([
    ({ method, url }) => {
      const action = /\/api\/account\/projects\/([^/]+)\/(archive|restore)$/.exec(url);
      if (method !== 'POST' || !action) return undefined;
      archivedAt[action[1]!] = action[2] === 'archive' ? '2026-11-28T00:00:00.000Z' : null;
      return { status: 204 };
    },
    ({ url }) => {
      if (!url.endsWith('/api/account/projects')) return undefined;
      const projects = [A, B].map((id, i) => ({
        id,
        title: `project ${i + 1}`,
        generations: 1,
        updatedAt: '2026-11-24T00:00:00.000Z',
        archivedAt: archivedAt[id]!,
      }));
      return { status: 200, body: { projects, active: projects.filter((p) => !p.archivedAt).length, limit: 2 } };
    },
    ({ url }) =>
      url.endsWith('/api/account/credits')
        ? {
            status: 200,
            body: {
              balance: 3,
              spendingEnabled: true,
              builtInGenerator,
              unlimited: false,
              plan: null,
              nextGrantAt: null,
              history: [],
              redemptions: [],
            },
          }
        : undefined,
    ({ url }) => (url.endsWith('/api/profile') ? { status: 200, body: { profile: null } } : undefined),
  ]);
  const store = makeStore(() => Promise.reject(new Error('no socket')));
  store.dispatch(authActions.sessionStarted({ user, session }));
  await act(async () => {
    render(
      <Provider store={store}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/profile'] })} />
      </Provider>,
    );
  });
}

describe('/profile: projects at the limit, archived and restored by the person', () => {
  it('says the limit is reached, and archiving one makes room without removing it', async () => {
    await profile(false);
    expect(await screen.findByTestId('projects-kept')).toHaveTextContent(AccountCopy.projects.kept(2, 2));
    expect(screen.getByTestId('project-limit-notice')).toHaveTextContent(ProjectLimitCopy.reached(2));
    expect(screen.getByTestId('credits-rule')).toHaveTextContent(AccountCopy.credits.perGeneration);

    await userEvent.click(screen.getByRole('button', { name: `${AccountCopy.projects.archive}: project 1` }));
    await waitFor(() => expect(screen.getByTestId('projects-kept')).toHaveTextContent(AccountCopy.projects.kept(1, 2)));
    expect(within(screen.getByTestId('projects-archived')).getByText('project 1')).toBeInTheDocument();
    expect(within(screen.getByTestId('projects-active')).getByText('project 2')).toBeInTheDocument();
    expect(screen.getByTestId('project-limit-notice')).toHaveTextContent(ProjectLimitCopy.near(1, 2));
    expect(screen.getByRole('link', { name: `${AccountCopy.projects.open}: project 1` })).toHaveAttribute(
      'href',
      `/app?c=${A}`,
    );

    await userEvent.click(screen.getByRole('button', { name: `${AccountCopy.projects.restore}: project 1` }));
    await waitFor(() => expect(screen.queryByTestId('projects-archived')).toBeNull());
    expect(http.requests.filter((r) => r.method === 'POST').map((r) => r.url.replace(/^.*\/api/, ''))).toEqual([
      `/account/projects/${A}/archive`,
      `/account/projects/${A}/restore`,
    ]);
  });

  it('says the built-in generator spends no credits when it is what answers', async () => {
    await profile(true);
    expect(await screen.findByTestId('credits-rule')).toHaveTextContent(AccountCopy.credits.builtInFree);
  });
});
