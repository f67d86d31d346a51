import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { Messages, type GithubConnectionView, type GithubPushView } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { FakeSocket } from '@/app/testing/fake-socket';
import { authActions } from '@/entities/session/auth-slice';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { showToast } from '@/lib/toast';
import GithubHeaderActions from './github-header-actions';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
const toast = showToast as jest.Mock;
const U = Messages.github.ui;
const onStatus = jest.fn();

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
const generationId = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const repo = {
  id: 7,
  name: 'infra',
  full_name: 'ada-gh/infra',
  private: false,
  html_url: 'https://github.example/ada-gh/infra',
  description: null,
  default_branch: 'main',
};
const connected = (selected: typeof repo | null, status: 'active' | 'broken' = 'active'): GithubConnectionView => ({
  connected: true,
  status,
  github_user: { login: 'ada-gh', name: 'Ada', avatar_url: 'data:image/png;base64,' },
  organizations: [{ login: 'engines', id: 9, avatar_url: '' }],
  selected_repo: selected,
  scopes: ['repo', 'user', 'read:org'],
  created_at: '',
  updated_at: '',
});
const notConnected: GithubConnectionView = {
  connected: false,
  status: null,
  github_user: null,
  organizations: [],
  selected_repo: null,
  scopes: [],
  created_at: null,
  updated_at: null,
};
const push: GithubPushView = {
  id: '1c9e6b2a-7d1e-4a8e-9d35-0a5b1f1e2c33',
  generationId,
  status: 'queued',
  repository: 'ada-gh/infra',
  pullRequest: false,
  files: 1,
  branch: null,
  commitSha: null,
  commitUrl: null,
  pullRequestUrl: null,
  repositoryUrl: repo.html_url,
  error: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
};

const config: FakeRoute = ({ url }) =>
  url.endsWith('/api/github/config')
    ? { status: 200, body: { clientId: 'c', webUrl: 'https://github.example', scopes: ['repo'] } }
    : undefined;
const connection =
  (view: GithubConnectionView): FakeRoute =>
  ({ method, url }) =>
    method === 'GET' && url.endsWith('/api/github/connection') ? { status: 200, body: view } : undefined;

function setup(routes: FakeRoute[], props: { fileCount?: number; busy?: boolean } = {}) {
  const http = installFakeHttp(routes);
  const socket = new FakeSocket();
  const store = makeStore(() => socket.asSocket());
  store.dispatch(authActions.sessionStarted({ user, session }));
  render(
    <Provider store={store}>
      <MemoryRouter>
        <GithubHeaderActions
          generationId={generationId}
          fileCount={props.fileCount ?? 1}
          platform="terraform"
          format="terraform"
          busy={props.busy ?? false}
          onStatus={onStatus}
        />
      </MemoryRouter>
    </Provider>,
  );
  return { http, socket, store, user: userEvent.setup() };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  toast.mockClear();
  onStatus.mockClear();
});

/** The connection's state as last reported for the workspace's Settings. */
const lastStatus = () => onStatus.mock.calls.at(-1)?.[0];

describe('GitHub header actions', () => {
  it('says plainly where the control sits that GitHub is not configured', async () => {
    const t = setup([
      ({ url }) =>
        url.endsWith('/api/github/config')
          ? {
              status: 503,
              body: { statusCode: 503, code: 'GITHUB_NOT_CONFIGURED', message: Messages.github.configUnavailable },
            }
          : undefined,
    ]);
    restore = t.http.restore;
    expect(await screen.findByText('GitHub configuration not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: U.connect })).not.toBeInTheDocument();
    await waitFor(() => expect(lastStatus()).toBe('unavailable'));
  });

  it('says nothing of GitHub while the server is in maintenance', async () => {
    const t = setup([
      ({ url }) =>
        url.endsWith('/api/github/config')
          ? {
              status: 503,
              body: {
                statusCode: 503,
                code: 'MAINTENANCE_MODE',
                message: 'System is under maintenance. Please check back later.',
              },
            }
          : undefined,
    ]);
    restore = t.http.restore;
    await waitFor(() => expect(t.http.requests).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByText(Messages.github.configUnavailable)).not.toBeInTheDocument();
    expect(screen.queryByText(/maintenance/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(lastStatus()).toBeNull();
  });

  it('shows nothing of GitHub when the operator turned it off', async () => {
    const t = setup([
      ({ url }) =>
        url.endsWith('/api/github/config')
          ? { status: 403, body: { statusCode: 403, code: 'GITHUB_DISABLED', message: Messages.github.disabled } }
          : undefined,
    ]);
    restore = t.http.restore;
    await waitFor(() => expect(t.http.requests).toHaveLength(1));
    await act(async () => undefined);
    // Nothing of GitHub shows (the workspace's Settings stays); Settings says it is not connected.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(lastStatus()).toBe('not-connected');
    expect(screen.queryByText(Messages.github.configUnavailable)).not.toBeInTheDocument();
  });

  it('offers to connect, starting the round trip on the server', async () => {
    const t = setup([
      config,
      connection(notConnected),
      ({ method, url }) =>
        method === 'POST' && url.endsWith('/api/github/authorize')
          ? { status: 200, body: { url: 'https://github.example/login/oauth/authorize?client_id=c' } }
          : undefined,
    ]);
    restore = t.http.restore;
    // jsdom cannot leave the page: it reports the navigation to GitHub as not implemented.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await t.user.click(await screen.findByRole('button', { name: U.connect }));
    await waitFor(() => expect(t.http.requests.some((r) => r.url.endsWith('/api/github/authorize'))).toBe(true));
    await waitFor(() => expect(String(navigation.mock.calls[0]?.[0])).toContain('navigation'));
    navigation.mockRestore();
    expect(screen.queryByRole('button', { name: U.pushToGithub })).not.toBeInTheDocument();
    expect(lastStatus()).toBe('not-connected');
  });

  it('shows Push to GitHub only with a repository selected, and the account in the control', async () => {
    const t = setup([config, connection(connected(null))]);
    restore = t.http.restore;
    expect(await screen.findByRole('button', { name: `${U.control}: ada-gh` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: U.pushToGithub })).not.toBeInTheDocument();
    expect(lastStatus()).toBe('connected');
  });

  it('pushes with the dialog: the commit message is required, then progress and the result arrive live', async () => {
    const t = setup([
      config,
      connection(connected(repo)),
      ({ method, url }) =>
        method === 'POST' && url.endsWith('/api/github/pushes') ? { status: 202, body: push } : undefined,
      ({ url }) => (url.includes('/api/github/pushes/') ? { status: 200, body: push } : undefined),
    ]);
    restore = t.http.restore;
    await t.user.click(await screen.findByRole('button', { name: U.pushToGithub }));
    const dialog = screen.getByRole('dialog', { name: U.pushDialog.title });
    const message = within(dialog).getByLabelText(U.pushDialog.commitMessage);
    expect(message).toHaveValue(Messages.github.defaultCommitMessage);
    await t.user.clear(message);
    await t.user.click(within(dialog).getByRole('button', { name: U.pushDialog.submit }));
    expect(toast).toHaveBeenCalledWith({ title: 'Commit message is required.' }, 'destructive');

    await t.user.type(message, 'Add the network');
    await t.user.type(within(dialog).getByLabelText(U.pushDialog.filename), 'network.tf');
    await t.user.click(within(dialog).getByLabelText(U.pushDialog.pullRequest));
    // The diagram README is added unless the user says otherwise.
    expect(within(dialog).getByLabelText(U.pushDialog.diagram)).toBeChecked();
    await t.user.click(within(dialog).getByRole('button', { name: U.pushDialog.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = t.http.requests.find((r) => r.method === 'POST' && r.url.endsWith('/api/github/pushes'));
    expect(sent?.body).toEqual({
      generationId,
      commitMessage: 'Add the network',
      filename: 'network.tf',
      pullRequest: true,
      diagram: true,
      autoCreate: false,
    });

    act(() =>
      t.socket.serverSends('github:push-progress', {
        id: push.id,
        step: 'uploading',
        files: 1,
        repository: 'ada-gh/infra',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 1 file...');
    const done = { ...push, status: 'completed' as const, commitSha: 'a'.repeat(40), branch: 'main' };
    act(() => t.socket.serverSends('github:push-completed', { push: done }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Code pushed to ada-gh/infra',
        description: 'Code pushed to GitHub successfully!',
      }),
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows a failed push's message in a destructive toast titled Error", async () => {
    const t = setup([
      config,
      connection(connected(repo)),
      ({ method, url }) =>
        method === 'POST' && url.endsWith('/api/github/pushes') ? { status: 202, body: push } : undefined,
      ({ url }) => (url.includes('/api/github/pushes/') ? { status: 200, body: push } : undefined),
    ]);
    restore = t.http.restore;
    await t.user.click(await screen.findByRole('button', { name: U.pushToGithub }));
    await t.user.click(screen.getByRole('button', { name: U.pushDialog.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const error = 'Failed to push code: GitHub is not answering right now. Please try again in a few minutes.';
    act(() =>
      t.socket.serverSends('github:push-failed', {
        push: { ...push, status: 'failed', error },
        code: 'GITHUB_UNAVAILABLE',
      }),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Error', description: error }, 'destructive'));
  });

  it('reads the connection again when the server announces a change', async () => {
    let view = connected(repo);
    const t = setup([
      config,
      ({ method, url }) =>
        method === 'GET' && url.endsWith('/api/github/connection') ? { status: 200, body: view } : undefined,
    ]);
    restore = t.http.restore;
    expect(await screen.findByRole('button', { name: U.pushToGithub })).toBeInTheDocument();
    view = connected(repo, 'broken');
    act(() => t.socket.serverSends('github:connection-changed', { reason: 'broken' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: U.pushToGithub })).not.toBeInTheDocument());
    await waitFor(() => expect(lastStatus()).toBe('broken'));
  });
});
