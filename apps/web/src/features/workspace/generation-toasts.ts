import { createListenerMiddleware } from '@reduxjs/toolkit';
import { Messages } from '@infragen/contracts';
import { socketActions } from '@/lib/socket-actions';
import type { GenerationsState } from '@/entities/generation/generations-slice';
import { showToast } from '@/lib/toast';
import { workspaceActions } from './workspace-actions';
import type { ConversationState } from './conversation-slice';

interface Slices {
  conversation: ConversationState;
  generations: GenerationsState;
}

/**
 * The toasts of a generation's end, for the request this page sent: when it stops, "Generation
 * Stopped"; when it fails, the destructive "Error". Whatever reported the end (the event, or a
 * subscribe answer that already held it: a quick failure can beat the subscription), the toast
 * shows once. A generation resumed after a reload ends without one.
 */
export function createGenerationToastsMiddleware() {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (_action, current, original) => {
      const before = (original as Slices).conversation.active;
      return !!before?.generationId && !before.resumed && (current as Slices).conversation.active === null;
    },
    effect: (action, api) => {
      const id = (api.getOriginalState() as Slices).conversation.active!.generationId!;
      const status = (api.getState() as Slices).generations[id]?.status;
      if (status === 'cancelled') showToast(Messages.generation.stoppedToast, 'default', 'generation');
      else if (
        status === 'failed' ||
        socketActions.subscribeFailed.match(action) ||
        socketActions.connectRefused.match(action)
      )
        showToast(Messages.generation.errorToast, 'destructive', 'generation');
    },
  });
  listener.startListening({
    actionCreator: workspaceActions.generationRejected,
    effect: () => showToast(Messages.generation.errorToast, 'destructive', 'generation'),
  });
  return listener.middleware;
}
