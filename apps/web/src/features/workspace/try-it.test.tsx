import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Messages, SiteCopy } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import type { CodePanelProps } from '@/widgets/code-panel/code-panel';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { FakeSocket } from '@/app/testing/fake-socket';
import { stoppedLines, userLine } from '@/testing/server-lines';
import { authActions } from '@/entities/session/auth-slice';
import {
  readAnonymousToken,
  readTriedConversation,
  rememberAnonymousToken,
  rememberTriedConversation,
} from '@/lib/anonymous-session';
import { TryIt } from './try-it';

// The code panel (CodeMirror) has tests of its own; here it shows what it was given.
jest.mock('@/widgets/code-panel/code-panel', () => ({
  CodePanel: (p: CodePanelProps) => (
    <pre data-testid="code-panel" data-streaming={String(p.streaming)} data-download={p.downloadName}>
      {p.files.map((f) => `${f.path}:${f.content}`).join('|')}
    </pre>
  ),
}));

const generationId = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const conversationId = '5d0c8b77-3c4c-4c8e-9d0d-8f3f1d1f6a10';
const anonymousToken = 'A'.repeat(43);

/** The api as a visitor without a session meets it: the first generation opens one. */
const accepted: FakeRoute = ({ method, url, body }) =>
  method === 'POST' && url.endsWith('/api/generations')
    ? {
        status: 202,
        body: {
          id: generationId,
          conversationId,
          message: userLine(generationId, (body as { prompt: string }).prompt),
          anonymousToken,
        },
      }
    : undefined;

function setup(routes: FakeRoute[] = [accepted]) {
  const http = installFakeHttp(routes);
  const socket = new FakeSocket();
  const handshakes: unknown[] = [];
  const store = makeStore((auth) => {
    handshakes.push(auth);
    return socket.asSocket();
  });
  const router = createMemoryRouter([{ path: '/', element: <TryIt /> }], { initialEntries: ['/'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  // The session check found no account (a visitor).
  act(() => store.dispatch(authActions.sessionEnded()));
  return { http, socket, store, handshakes, user: userEvent.setup() };
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  localStorage.clear();
});

describe("the landing's try it", () => {
  it('generates on the chosen platform without an account, keeping the anonymous session it opens', async () => {
    const { http, socket, handshakes, user } = setup();
    restore = http.restore;
    expect(screen.queryByTestId('code-panel')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /^Google Cloud/ }));
    expect(screen.getByRole('link', { name: SiteCopy.tryIt.platformDocs('Google Cloud') })).toHaveAttribute(
      'href',
      '/docs#platform-gcp',
    );
    await user.type(screen.getByLabelText('Describe the infrastructure you need'), 'a bucket{Enter}');

    expect(await screen.findByRole('button', { name: 'Stop generating' })).toBeInTheDocument();
    const post = http.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ prompt: 'a bucket', platform: 'gcp' });
    expect(post.headers['x-anonymous-session']).toBeUndefined();
    // Kept for a reload and a later sign-up; the live connection presents it.
    expect(readAnonymousToken()).toBe(anonymousToken);
    expect(handshakes).toEqual([{ anonymousToken }]);

    act(() =>
      socket.serverSends('generation:delta', { id: generationId, seq: 1, text: '```hcl\nresource "x" "y" {}\n' }),
    );
    expect(screen.getByTestId('code-panel')).toHaveTextContent('resource "x" "y" {}');
    expect(screen.getByTestId('code-panel')).toHaveAttribute('data-download', 'gcp-infrastructure');
    expect(screen.getByRole('link', { name: SiteCopy.tryIt.signUp })).toHaveAttribute('href', '/auth');
  });

  it('stops through the socket, and the next request presents the session', async () => {
    const { http, socket, user } = setup();
    restore = http.restore;
    const box = screen.getByLabelText('Describe the infrastructure you need');
    await user.type(box, 'slow one{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Stop generating' }));
    expect(socket.emitted.at(-1)).toEqual({ event: 'generation:cancel', payload: { id: generationId } });
    act(() => socket.serverSends('generation:cancelled', { id: generationId, messages: stoppedLines(generationId) }));
    expect(screen.getByText(Messages.generation.stoppedByUser)).toBeInTheDocument();

    await user.type(box, 'again{Enter}');
    await screen.findByRole('button', { name: 'Stop generating' });
    const posts = http.requests.filter((r) => r.method === 'POST');
    expect(posts[1]!.headers['x-anonymous-session']).toBe(anonymousToken);
    expect(posts[1]!.body).toMatchObject({ prompt: 'again', conversationId });
  });

  it('shows the conversation tried before a reload again, and forgets one it can no longer read', async () => {
    rememberAnonymousToken(anonymousToken);
    rememberTriedConversation(conversationId);
    const detail: FakeRoute = ({ method, url }) =>
      method === 'GET' && url.endsWith(`/api/conversations/${conversationId}`)
        ? {
            status: 200,
            body: {
              id: conversationId,
              title: 'tried before',
              platform: 'gcp',
              format: 'terraform',
              createdAt: '2025-01-01T00:00:00.000Z',
              updatedAt: '2025-01-01T00:00:00.000Z',
              messages: [userLine(generationId, 'tried before'), ...stoppedLines(generationId)],
            },
          }
        : undefined;
    const { http } = setup([detail]);
    restore = http.restore;
    expect(await screen.findByText(Messages.generation.stoppedByUser)).toBeInTheDocument();
    expect(screen.getByTestId('chat-user')).toHaveTextContent('tried before');
    expect(screen.getByRole('radio', { name: /^Google Cloud/ })).toBeChecked();
    expect(http.requests[0]!.headers['x-anonymous-session']).toBe(anonymousToken);
    http.restore();
    cleanup();

    const gone = setup([]);
    restore = gone.http.restore;
    await act(async () => undefined);
    expect(gone.http.requests.map((r) => r.url)).toEqual([expect.stringContaining(conversationId)]);
    expect(readTriedConversation()).toBeNull();
    expect(readAnonymousToken()).toBe(anonymousToken);
  });
});
