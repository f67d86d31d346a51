import { Messages, type ConversationDetail, type ConversationMessageView } from '@infragen/contracts';
import { socketActions } from '@/lib/socket-actions';
import { generationsActions as g } from '@/entities/generation/generations-slice';
import { completedLines, failedLines, stoppedLines, userLine } from '@/testing/server-lines';
import { conversationReducer as reduce, type ConversationState } from './conversation-slice';
import { workspaceActions as w } from './workspace-actions';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const conversationId = '5d0c8b77-3c4c-4c8e-9d0d-8f3f1d1f6a10';
const run = (...actions: Parameters<typeof reduce>[1][]) =>
  actions.reduce<ConversationState>((s, action) => reduce(s, action), reduce(undefined, { type: '@@init' }));
const asked = userLine(id, 'a bucket');
const sent = [
  w.promptSent({ prompt: 'a bucket', platform: 'terraform', format: 'terraform', at: 1 }),
  w.generationAccepted({ generationId: id, conversationId, message: asked }),
];
const result = { code: 'resource "x" "y" {}', language: 'hcl' as const, files: [], usage: null };
const checked = { diagnostics: [], repair: null };
const answer = completedLines(id, 'terraform', result.code);
const snapshot = (status: 'completed' | 'failed' | 'cancelled', messages: ConversationMessageView[]) =>
  g.snapshotReceived({
    id,
    status,
    text: '',
    seq: 3,
    result: status === 'completed' ? result : null,
    error: status === 'failed' ? 'The model is down' : null,
    messages,
    diagnostics: null,
    repair: null,
  });
const stored = (messages: ConversationMessageView[]): ConversationDetail => ({
  id: conversationId,
  title: 'a bucket',
  platform: 'terraform',
  format: 'terraform',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  messages,
});
const lines = (s: ConversationState) =>
  s.messages.map((m) => [m.isUser ? 'user' : 'assistant', m.isCode ? 'code' : 'text', m.content]);

describe('conversation slice', () => {
  it('shows the request at once as typed, then as the server stored it', () => {
    const typed = run(sent[0]!);
    expect(lines(typed)).toEqual([['user', 'text', 'a bucket']]);
    expect(typed.messages[0]).toMatchObject({ origin: 'pending', generationId: null });
    expect(typed.active).toMatchObject({ generationId: null, platform: 'terraform' });

    const accepted = run(...sent);
    expect(accepted.active?.generationId).toBe(id);
    expect(accepted.messages).toEqual([
      expect.objectContaining({ id: asked.id, origin: 'stored', content: 'a bucket', generationId: id }),
    ]);
  });

  it('keeps one copy of the request when a re-read brought the stored line before the POST answer', () => {
    const s = run(sent[0]!, w.conversationLoaded(stored([asked])), sent[1]!);
    expect(s.messages.map((m) => m.id)).toEqual([asked.id]);
  });

  it('shows the lines a completed generation brings, and its code in the panel', () => {
    const s = run(...sent, g.completed({ id, ...result, ...checked, messages: answer }));
    expect(lines(s)).toEqual([
      ['user', 'text', 'a bucket'],
      ['assistant', 'text', "Here's the TERRAFORM infrastructure code for your request:"],
      ['assistant', 'code', result.code],
    ]);
    expect(s.messages.map((m) => m.id)).toEqual([asked.id, answer[0]!.id, answer[1]!.id]);
    expect(s.active).toBeNull();
    expect(s.codeGenerationId).toBe(id);
  });

  it('adds each line once, however many times it arrives (event, snapshot, re-read)', () => {
    const event = g.completed({ id, ...result, ...checked, messages: answer });
    const reread = w.conversationLoaded(stored([asked, ...answer]));
    for (const order of [
      [event, snapshot('completed', answer), reread, event],
      [snapshot('completed', answer), event, reread, snapshot('completed', answer)],
      [reread, event, snapshot('completed', answer), reread],
    ]) {
      const s = run(...sent, ...order);
      expect(s.messages.map((m) => m.id)).toEqual([asked.id, answer[0]!.id, answer[1]!.id]);
      expect(s.active).toBeNull();
    }
  });

  it('shows the stored apology of a failure and the stored stop line of a cancel', () => {
    const failed = failedLines(id, 'The model is down');
    expect(
      lines(
        run(...sent, g.failed({ id, message: 'The model is down', code: 'MODEL_UNAVAILABLE', messages: failed })),
      ).at(-1)![2],
    ).toBe(Messages.generation.errorChatMessage('The model is down'));
    const stopped = stoppedLines(id);
    const s = run(...sent, g.cancelled({ id, messages: stopped }), snapshot('cancelled', stopped));
    expect(lines(s).slice(1)).toEqual([['assistant', 'text', 'Generation stopped by user.']]);
    expect(s.messages.at(-1)).toMatchObject({ id: stopped[0]!.id, origin: 'stored' });
  });

  it('ends with a local notice when the generation cannot be followed, shown once', () => {
    const s = run(
      ...sent,
      socketActions.subscribeFailed({ id, error: 'Generation not found' }),
      socketActions.connectRefused({ reason: 'User not authenticated' }),
    );
    expect(lines(s).slice(1)).toEqual([
      ['assistant', 'text', Messages.generation.errorChatMessage('Generation not found')],
    ]);
    expect(s.messages.at(-1)!.origin).toBe('local');
    expect(s.active).toBeNull();
  });

  it('ignores the ends of other generations', () => {
    const s = run(...sent, g.cancelled({ id: 'someone-else', messages: stoppedLines('someone-else') }));
    expect(s.active?.generationId).toBe(id);
    expect(s.messages).toHaveLength(1);
  });

  it('answers a refused request with a local notice: the apology and the server message', () => {
    const s = run(sent[0]!, w.generationRejected({ message: 'Too many requests' }));
    expect(lines(s)).toEqual([
      ['user', 'text', 'a bucket'],
      [
        'assistant',
        'text',
        'I apologize, but I encountered an error while generating the infrastructure code: Too many requests. Please try again or rephrase your request.',
      ],
    ]);
    // Nothing stores either line: they are this page's own and stay through a re-read.
    expect(s.messages.map((m) => m.origin)).toEqual(['local', 'local']);
    expect(s.active).toBeNull();
    expect(
      lines(run(sent[0]!, w.generationRejected({ message: 'Too many requests' }), w.conversationLoaded(stored([])))),
    ).toEqual(lines(s));
  });

  it('keeps the notices of two refused requests apart', () => {
    const again = w.promptSent({ prompt: 'again', platform: 'terraform', format: 'terraform', at: 2 });
    const rejected = w.generationRejected({ message: 'Too many requests' });
    expect(run(sent[0]!, rejected, again, rejected).messages).toHaveLength(4);
  });

  it('marks a stop request', () => {
    expect(run(...sent, w.stopRequested()).active?.stopRequested).toBe(true);
  });

  it('merges a stored conversation with lines only this page has seen', () => {
    // Resumed after a reload: the generation ends (its snapshot says so), then the stored
    // conversation is read again without those lines yet.
    const s = run(
      w.conversationLoaded(stored([asked])),
      w.generationResumed({ generationId: id, conversationId, platform: 'terraform', format: 'terraform' }),
      snapshot('completed', answer),
      w.conversationLoaded(stored([asked])),
    );
    expect(lines(s)).toEqual([
      ['user', 'text', 'a bucket'],
      ['assistant', 'text', "Here's the TERRAFORM infrastructure code for your request:"],
      ['assistant', 'code', result.code],
    ]);
    expect(s.codeGenerationId).toBe(id);
    expect(s.messages[0]!.id).toBe(asked.id);
  });

  it('starts over on a new conversation', () => {
    expect(run(...sent, w.newConversation())).toEqual({ messages: [], active: null, codeGenerationId: null });
  });
});
