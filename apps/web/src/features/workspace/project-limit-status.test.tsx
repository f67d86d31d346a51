import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ProjectLimitCopy } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { authActions } from '@/entities/session/auth-slice';
import { installFakeHttp } from '@/testing/fake-http';
import { FakeSocket } from '@/app/testing/fake-socket';
import { WorkspacePage } from './workspace-page';

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

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** /app for a user with `active` active projects (and one archived) under `limit`. */
async function workspaceWith(active: number, limit: number | null) {
  const projects = Array.from({ length: active + 1 }, (_, i) => ({
    id: `6a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e${String(i).padStart(2, '0')}`,
    title: `project ${i}`,
    generations: 1,
    updatedAt: '2026-11-24T00:00:00.000Z',
    archivedAt: i === active ? '2026-11-25T00:00:00.000Z' : null,
  }));
  const http = installFakeHttp([
    ({ url }) =>
      url.endsWith('/api/account/projects') ? { status: 200, body: { projects, active, limit } } : undefined,
  ]);
  restore = http.restore;
  const store = makeStore(() => new FakeSocket().asSocket());
  store.dispatch(authActions.sessionStarted({ user, session }));
  const router = createMemoryRouter([{ path: '/app', element: <WorkspacePage /> }], { initialEntries: ['/app'] });
  await act(async () => {
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
  });
}

describe('/app: the project limit said before it bites', () => {
  it('warns when one project is left, with the count and where to make room', async () => {
    await workspaceWith(4, 5);
    const notice = await screen.findByTestId('project-limit-notice');
    expect(notice).toHaveTextContent(ProjectLimitCopy.count(4, 5));
    expect(notice).toHaveTextContent(ProjectLimitCopy.near(4, 5));
    expect(screen.getByRole('link', { name: ProjectLimitCopy.manage })).toHaveAttribute('href', '/profile#projects');
  });

  it('says at the limit that a new conversation needs an archived or deleted project first', async () => {
    await workspaceWith(5, 5);
    const notice = await screen.findByTestId('project-limit-notice');
    expect(notice).toHaveAttribute('data-state', 'at');
    expect(notice).toHaveTextContent(ProjectLimitCopy.reached(5));
  });

  it('says nothing with room left or without a limit', async () => {
    await workspaceWith(2, 5);
    await act(async () => {});
    expect(screen.queryByTestId('project-limit-notice')).toBeNull();
    restore?.();
    document.body.innerHTML = '';
    await workspaceWith(40, null);
    await act(async () => {});
    expect(screen.queryByTestId('project-limit-notice')).toBeNull();
  });
});
