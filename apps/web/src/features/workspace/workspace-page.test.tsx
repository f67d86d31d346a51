import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Messages, PROMPT_MAX_LENGTH } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { authActions } from '@/entities/session/auth-slice';
import type { CodePanelProps } from '@/widgets/code-panel/code-panel';
import { installFakeHttp, type FakeRoute } from '@/testing/fake-http';
import { FakeSocket } from '@/app/testing/fake-socket';
import { completedLines, stoppedLines, userLine } from '@/testing/server-lines';
import { WorkspacePage } from './workspace-page';

// The code panel (CodeMirror) and the settings dialog have tests of their own; here they show
// what they were given.
jest.mock('@/widgets/code-panel/code-panel', () => ({
  CodePanel: (p: CodePanelProps) => (
    <pre data-testid="code-panel" data-streaming={String(p.streaming)} data-download={p.downloadName}>
      {p.files.map((f) => `${f.path}:${f.content}`).join('|')}
    </pre>
  ),
}));
jest.mock('@/widgets/settings-dialog/settings-dialog', () => ({
  SettingsButton: () => <button type="button">Settings</button>,
}));

const generationId = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const conversationId = '5d0c8b77-3c4c-4c8e-9d0d-8f3f1d1f6a10';
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

/** Accepts a request and answers with the user's line as stored (the prompt as the api trimmed it). */
const accepted: FakeRoute = ({ method, url, body }) =>
  method === 'POST' && url.endsWith('/api/generations')
    ? {
        status: 202,
        body: {
          id: generationId,
          conversationId,
          message: userLine(generationId, (body as { prompt: string }).prompt),
        },
      }
    : undefined;
const noConversations: FakeRoute = ({ url }) =>
  url.includes('/api/conversations?') ? { status: 200, body: { items: [], nextBefore: null } } : undefined;

function setup(routes: FakeRoute[] = [accepted, noConversations]) {
  const http = installFakeHttp(routes);
  const socket = new FakeSocket();
  const store = makeStore(() => socket.asSocket());
  store.dispatch(authActions.sessionStarted({ user, session }));
  const router = createMemoryRouter([{ path: '/app', element: <WorkspacePage /> }], { initialEntries: ['/app'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { http, socket, store, router, user: userEvent.setup() };
}

const input = () => screen.getByLabelText('Describe the infrastructure you need');
const code = () => screen.getByTestId('code-panel');

async function startSplitView(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: Messages.workspace.startBuilding }));
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('/app workspace', () => {
  it('opens on the intro: four platform tiles, then Start Building shows the split view', async () => {
    const { http, user: u } = setup();
    restore = http.restore;
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await u.click(screen.getByRole('radio', { name: /^Google Cloud/ }));
    await startSplitView(u);
    expect(screen.getByLabelText('Platform')).toHaveValue('gcp');
    expect(screen.getByRole('heading', { name: Messages.workspace.readyToBuild })).toBeInTheDocument();
    expect(screen.getByTestId('generation-status')).toHaveTextContent(Messages.workspace.readyToGenerate);
    expect(screen.getAllByRole('button', { name: /^Try / })).toHaveLength(4);
    await u.click(screen.getByRole('button', { name: Messages.workspace.moreTemplates(2) }));
    expect(screen.getAllByRole('button', { name: /^Try / })).toHaveLength(6);
    expect(await screen.findByText('No conversations yet. Your requests will appear here.')).toBeInTheDocument();
  });

  it('sends a trimmed request with Enter, streams its code live, then shows the answer', async () => {
    const { http, socket, store, user: u, router } = setup();
    restore = http.restore;
    await startSplitView(u);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await u.type(input(), '   ');
    expect(send).toBeDisabled();
    await u.clear(input());
    await u.type(input(), '  a bucket{Shift>}{Enter}{/Shift}versioned  ');
    expect(input()).toHaveValue('  a bucket\nversioned  ');
    await u.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Stop generating' })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.getByTestId('generation-status')).toHaveTextContent('Generating...');
    expect(http.requests.find((r) => r.method === 'POST')!.body).toEqual({
      prompt: 'a bucket\nversioned',
      platform: 'aws',
      format: 'cloudformation',
    });
    expect(socket.emitted.map((e) => e.event)).toContain('generation:subscribe');
    // The line as typed gave way to the line as the server stored it.
    expect(screen.getByTestId('chat-user')).toHaveTextContent('a bucket versioned');
    expect(store.getState().conversation.messages).toEqual([
      expect.objectContaining({ origin: 'stored', isUser: true, generationId, content: 'a bucket\nversioned' }),
    ]);

    act(() => socket.serverSends('generation:delta', { id: generationId, seq: 1, text: '```yaml\nResources:\n' }));
    expect(code()).toHaveTextContent('main.yaml:Resources:');
    expect(code()).toHaveAttribute('data-streaming', 'true');
    act(() => socket.serverSends('generation:delta', { id: generationId, seq: 2, text: '  Bucket:\n' }));
    expect(code().textContent).toBe('main.yaml:Resources:\n  Bucket:\n');
    expect(router.state.location.search).toBe(`?c=${conversationId}&g=${generationId}`);

    const files = [{ path: 'template.yaml', language: 'yaml', content: 'Resources: {}' }];
    act(() =>
      socket.serverSends('generation:completed', {
        id: generationId,
        code: 'Resources: {}',
        language: 'yaml',
        files,
        usage: null,
        explanation: 'why',
        messages: completedLines(generationId, 'aws', 'Resources: {}'),
      }),
    );
    expect(code()).toHaveTextContent('template.yaml:Resources: {}');
    expect(code()).toHaveAttribute('data-streaming', 'false');
    expect(code()).toHaveAttribute('data-download', 'aws-infrastructure');
    const chat = screen.getByRole('log', { name: 'Chat' });
    expect(within(chat).getByText(Messages.generation.assistantIntro('aws'))).toBeInTheDocument();
    expect(within(chat).queryByText('Resources: {}')).toBeNull();
    expect(screen.getByTestId('generation-status')).toHaveTextContent('Generated 1 code block(s)');
    expect(input()).toBeEnabled();
    expect(router.state.location.search).toBe(`?c=${conversationId}`);
  });

  it('sends the conversation with a follow-up', async () => {
    const { http, socket, user: u } = setup();
    restore = http.restore;
    await startSplitView(u);
    await u.type(input(), 'first{Enter}');
    await screen.findByRole('button', { name: 'Stop generating' });
    act(() =>
      socket.serverSends('generation:completed', {
        id: generationId,
        code: 'A',
        language: 'yaml',
        files: [],
        usage: null,
        messages: completedLines(generationId, 'aws', 'A'),
      }),
    );
    await u.type(input(), 'second{Enter}');
    await screen.findByRole('button', { name: 'Stop generating' });
    const posts = http.requests.filter((r) => r.method === 'POST');
    expect(posts[1]!.body).toMatchObject({
      prompt: 'second',
      conversationId,
      history: [
        { content: 'first', isUser: true, isCode: false },
        { content: Messages.generation.assistantIntro('aws'), isUser: false, isCode: false },
        { content: 'A', isUser: false, isCode: true },
      ],
    });
  });

  it('stops through the socket and says so when the generation is cancelled', async () => {
    const { http, socket, user: u } = setup();
    restore = http.restore;
    await startSplitView(u);
    await u.type(input(), 'slow one{Enter}');
    await u.click(await screen.findByRole('button', { name: 'Stop generating' }));
    expect(socket.emitted.at(-1)).toEqual({ event: 'generation:cancel', payload: { id: generationId } });
    act(() => socket.serverSends('generation:cancelled', { id: generationId, messages: stoppedLines(generationId) }));
    expect(screen.getByText(Messages.generation.stoppedByUser)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('answers a failure and a refused request with the apology', async () => {
    const refused: FakeRoute = ({ method }) =>
      method === 'POST'
        ? {
            status: 429,
            body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many generations this hour' },
          }
        : undefined;
    const { http, store, user: u } = setup([refused, noConversations]);
    restore = http.restore;
    await startSplitView(u);
    await u.type(input(), 'again{Enter}');
    expect(
      await screen.findByText(Messages.generation.errorChatMessage('Too many generations this hour')),
    ).toBeInTheDocument();
    expect(input()).toBeEnabled();
    // Nothing was stored: both lines are this page's own notices.
    expect(store.getState().conversation.messages.map((m) => [m.isUser, m.origin])).toEqual([
      [true, 'local'],
      [false, 'local'],
    ]);
  });

  it('counts a request near the length limit, and does not send one over it', async () => {
    const { http, user: u } = setup();
    restore = http.restore;
    await startSplitView(u);
    const box = await screen.findByLabelText('Describe the infrastructure you need');
    fireEvent.change(box, { target: { value: 'a'.repeat(7_199) } });
    expect(screen.queryByTestId('prompt-counter')).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(8_001) } });
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('8,001 / 8,000 characters');
    expect(screen.getByRole('alert')).toHaveTextContent(Messages.generation.promptTooLong(PROMPT_MAX_LENGTH));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await u.type(box, '{Enter}');
    expect(http.requests.filter((r) => r.method === 'POST')).toEqual([]);
    // At the limit it goes.
    fireEvent.change(box, { target: { value: 'a'.repeat(8_000) } });
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('8,000 / 8,000 characters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows the operator's maintenance message alone, without advice to rephrase", async () => {
    const maintenance: FakeRoute = ({ method }) =>
      method === 'POST'
        ? {
            status: 503,
            body: {
              statusCode: 503,
              error: 'Service Unavailable',
              code: 'MAINTENANCE_MODE',
              message: 'System is under maintenance. Please check back later.',
            },
          }
        : undefined;
    const { http, user: u } = setup([maintenance, noConversations]);
    restore = http.restore;
    await startSplitView(u);
    await u.type(input(), 'during maintenance{Enter}');
    const log = await screen.findByRole('log');
    await within(log).findByText('System is under maintenance. Please check back later.', { exact: false });
    expect(log).not.toHaveTextContent(/later\.\.|rephrase/);
  });

  it('Try sends the template prompt and folds the panel', async () => {
    const { http, user: u } = setup();
    restore = http.restore;
    await u.click(screen.getByRole('radio', { name: /^Multi-Cloud\/Terraform/ }));
    await startSplitView(u);
    const toggle = screen.getByRole('button', { name: /^Templates/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await u.click(screen.getByRole('button', { name: 'Try Network baseline' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await screen.findByRole('button', { name: 'Stop generating' });
    expect(http.requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      platform: 'terraform',
      prompt: expect.stringContaining('A VPC with two public subnets'),
    });
  });
});
