import { createAction } from '@reduxjs/toolkit';
import type { ConversationDetail, FormatId, PlatformId } from '@infragen/contracts';

/**
 * Steps of a conversation that both workspace slices follow: the workspace slice keeps the
 * conversation id and platform, the conversation slice the messages and the running request.
 */
export const workspaceActions = {
  /** The user sent a prompt: it shows at once; the request is on its way. */
  promptSent: createAction<{ prompt: string; platform: PlatformId; format: FormatId; at: number }>('workspace/promptSent'),
  /** The api accepted the request. */
  generationAccepted: createAction<{ generationId: string; conversationId: string }>('workspace/generationAccepted'),
  /** The api refused the request (a 400, a 429...) or could not be reached. */
  generationRejected: createAction<{ message: string }>('workspace/generationRejected'),
  stopRequested: createAction('workspace/stopRequested'),
  /** A reload found a generation in the address: follow it again (its conversation is loaded first). */
  generationResumed: createAction<{ generationId: string; conversationId: string | null; platform: PlatformId; format: FormatId }>(
    'workspace/generationResumed',
  ),
  /** A conversation read from the api (reopened from the list, or after a reload). */
  conversationLoaded: createAction<ConversationDetail>('workspace/conversationLoaded'),
  newConversation: createAction('workspace/newConversation'),
};
