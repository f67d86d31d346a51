import { createAction } from '@reduxjs/toolkit';
import type { ConversationDetail, ConversationMessageView, ErrorCode, FormatId, PlatformId } from '@infragen/contracts';
import { timeId } from './chat-message';

/**
 * Steps of a conversation that both workspace slices follow: the workspace slice keeps the
 * conversation id and platform, the conversation slice the messages and the running request.
 */
export const workspaceActions = {
  /** The user sent a prompt: it shows at once (as the line `lineId`); the request is on its way. */
  promptSent: createAction(
    'workspace/promptSent',
    (request: { prompt: string; platform: PlatformId; format: FormatId; at: number }) => ({
      payload: { ...request, lineId: `pending-${timeId(request.at)}` },
    }),
  ),
  /** The api accepted the request; `message` is the user's line as it stored it. */
  generationAccepted: createAction<{
    generationId: string;
    conversationId: string;
    message: ConversationMessageView;
  }>('workspace/generationAccepted'),
  /** The api refused the request (a 400, a 429...; `code` its error code) or could not be reached (no code). */
  generationRejected: createAction<{ message: string; code?: ErrorCode | null }>('workspace/generationRejected'),
  stopRequested: createAction('workspace/stopRequested'),
  /** A reload found a generation in the address: follow it again (its conversation is loaded first). */
  generationResumed: createAction<{
    generationId: string;
    conversationId: string | null;
    platform: PlatformId;
    format: FormatId;
  }>('workspace/generationResumed'),
  /** A conversation read from the api (reopened from the list, or after a reload). */
  conversationLoaded: createAction<ConversationDetail>('workspace/conversationLoaded'),
  newConversation: createAction('workspace/newConversation'),
};
