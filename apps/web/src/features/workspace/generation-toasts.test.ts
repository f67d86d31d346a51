import { Messages } from '@infragen/contracts';
import { makeStore } from '@/app/store';
import { generationsActions as g } from '@/entities/generation/generations-slice';
import { showToast } from '@/lib/toast';
import { completedEvent, failedLines, stoppedLines, userLine } from '@/testing/server-lines';
import { workspaceActions as w } from './workspace-actions';

jest.mock('@/lib/toast', () => ({ showToast: jest.fn() }));
const toast = jest.mocked(showToast);

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';
const result = { code: 'x', language: 'hcl' as const, files: [], usage: null };

function running() {
  const store = makeStore(() => {
    throw new Error('no socket in this test');
  });
  store.dispatch(w.promptSent({ prompt: 'p', platform: 'aws', format: 'cloudformation', at: 1 }));
  store.dispatch(w.generationAccepted({ generationId: id, conversationId: id, message: userLine(id, 'p') }));
  return store;
}

beforeEach(() => toast.mockClear());

describe('generation toasts', () => {
  it('announces a stop and a failure once, however they are reported', () => {
    const stopped = running();
    const stop = g.cancelled({ id, messages: stoppedLines(id) });
    stopped.dispatch(stop);
    stopped.dispatch(stop);
    expect(toast.mock.calls).toEqual([[Messages.generation.stoppedToast, 'default', 'generation']]);

    toast.mockClear();
    // A quick failure: the subscribe answer already says "failed", then the event arrives.
    const failed = running();
    const messages = failedLines(id, 'nope');
    failed.dispatch(
      g.snapshotReceived({
        id,
        status: 'failed',
        text: '',
        seq: 0,
        result: null,
        error: 'nope',
        messages,
        diagnostics: null,
        repair: null,
      }),
    );
    failed.dispatch(g.failed({ id, message: 'nope', code: 'MODEL_REJECTED', messages }));
    expect(toast.mock.calls).toEqual([[Messages.generation.errorToast, 'destructive', 'generation']]);
  });

  it('stays quiet on success and on the end of a generation resumed after a reload', () => {
    running().dispatch(g.completed(completedEvent(id, 'aws', result)));
    const resumed = running();
    resumed.dispatch(w.newConversation());
    resumed.dispatch(
      w.generationResumed({ generationId: id, conversationId: id, platform: 'aws', format: 'cloudformation' }),
    );
    resumed.dispatch(g.cancelled({ id, messages: stoppedLines(id) }));
    expect(toast).not.toHaveBeenCalled();
  });

  it('announces a refused request', () => {
    running().dispatch(w.generationRejected({ message: 'Too many' }));
    expect(toast).toHaveBeenCalledWith(Messages.generation.errorToast, 'destructive', 'generation');
  });
});
