import { Messages } from '@infragen/contracts';
import { socketActions } from '@/app/socket-actions';
import { generationsActions as g } from '@/features/generations/generations-slice';
import { conversationReducer as reduce, type ConversationState } from './conversation-slice';
import { workspaceActions as w } from './workspace-actions';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const conversationId = '5d0c8b77-3c4c-4c8e-9d0d-8f3f1d1f6a10';
const run = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce<ConversationState>((s, action) => reduce(s, action), reduce(undefined, { type: '@@init' }));
const sent = [w.promptSent({ prompt: 'a bucket', platform: 'terraform', format: 'terraform', at: 1 }), w.generationAccepted({ generationId: id, conversationId })];
const result = { code: 'resource "x" "y" {}', language: 'hcl' as const, files: [], usage: null };
const lines = (s: ConversationState) => s.messages.map((m) => [m.isUser ? 'user' : 'assistant', m.isCode ? 'code' : 'text', m.content]);

describe('conversation slice', () => {
  it('shows the request at once and runs it until its generation ends', () => {
    const s = run(sent[0]!);
    expect(lines(s)).toEqual([['user', 'text', 'a bucket']]);
    expect(s.active).toMatchObject({ generationId: null, platform: 'terraform' });
    expect(run(...sent).active?.generationId).toBe(id);
    expect(run(...sent).messages[0]!.generationId).toBe(id);
  });

  it('answers a completed generation with the assistant line and the code message', () => {
    const s = run(...sent, g.completed({ id, ...result }));
    expect(lines(s)).toEqual([
      ['user', 'text', 'a bucket'],
      ['assistant', 'text', "Here's the TERRAFORM infrastructure code for your request:"],
      ['assistant', 'code', result.code],
    ]);
    expect(s.active).toBeNull();
    expect(s.codeGenerationId).toBe(id);
  });

  it('adds an end once, however many times it is reported (event and snapshot)', () => {
    const snapshot = g.snapshotReceived({ id, status: 'completed', text: '', seq: 3, result, error: null });
    const s = run(...sent, snapshot, g.completed({ id, ...result }), snapshot);
    expect(s.messages).toHaveLength(3);
  });

  it('ends with the apology on a failure, and the stop line on a cancel', () => {
    expect(lines(run(...sent, g.failed({ id, message: 'The model is down' }))).at(-1)![2]).toBe(Messages.generation.errorChatMessage('The model is down'));
    expect(lines(run(...sent, g.cancelled({ id }))).at(-1)![2]).toBe('Generation stopped by user.');
    expect(lines(run(...sent, socketActions.subscribeFailed({ id, error: 'Generation not found' }))).at(-1)![2]).toContain('Generation not found');
  });

  it('ignores the ends of other generations', () => {
    const s = run(...sent, g.cancelled({ id: 'someone-else' }));
    expect(s.active?.generationId).toBe(id);
    expect(s.messages).toHaveLength(1);
  });

  it('answers a refused request with the apology and the server message', () => {
    const s = run(sent[0]!, w.generationRejected({ message: 'Too many requests' }));
    expect(lines(s).at(-1)![2]).toBe(
      'I apologize, but I encountered an error while generating the infrastructure code: Too many requests. Please try again or rephrase your request.',
    );
    expect(s.active).toBeNull();
  });

  it('marks a stop request', () => {
    expect(run(...sent, w.stopRequested()).active?.stopRequested).toBe(true);
  });

  it('merges a stored conversation with lines only this page has seen', () => {
    const stored = {
      id: conversationId,
      title: 'a bucket',
      platform: 'terraform' as const,
      format: 'terraform' as const,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      messages: [{ id: 'm1', content: 'a bucket', isUser: true, isCode: false, generationId: id, createdAt: '2025-01-01T00:00:00.000Z' }],
    };
    // Resumed after a reload: the generation ends (its snapshot says so), then the stored
    // conversation is read again without those lines yet.
    const s = run(
      w.conversationLoaded(stored),
      w.generationResumed({ generationId: id, conversationId, platform: 'terraform', format: 'terraform' }),
      g.snapshotReceived({ id, status: 'completed', text: '', seq: 1, result, error: null }),
      w.conversationLoaded(stored),
    );
    expect(lines(s)).toEqual([
      ['user', 'text', 'a bucket'],
      ['assistant', 'text', "Here's the TERRAFORM infrastructure code for your request:"],
      ['assistant', 'code', result.code],
    ]);
    expect(s.codeGenerationId).toBe(id);
    expect(s.messages[0]!.id).toBe('m1');
  });

  it('starts over on a new conversation', () => {
    expect(run(...sent, w.newConversation())).toEqual({ messages: [], active: null, codeGenerationId: null });
  });
});
