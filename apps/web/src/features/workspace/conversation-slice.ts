import { createSlice } from '@reduxjs/toolkit';
import {
  FORMATS,
  hasEnded,
  Messages,
  type ConversationMessageView,
  type FormatId,
  type GenerationStatus,
  type PlatformId,
} from '@infragen/contracts';
import { socketActions } from '@/lib/socket-actions';
import { generationsActions } from '@/entities/generation/generations-slice';
import {
  appendOnce,
  localNotice,
  pendingLine,
  storedLine,
  storedMessages,
  withStored,
  type ChatMessage,
} from './chat-message';
import { rejectionNotice } from './rejection-notice';
import { workspaceActions } from './workspace-actions';

/** The request being answered, from the moment it is sent until its generation ends. */
interface ActiveRequest {
  /** Null while `POST /api/generations` is on its way. */
  generationId: string | null;
  platform: PlatformId;
  format: FormatId;
  /** Stop was pressed; sent as soon as the generation has an id. */
  stopRequested: boolean;
  /** Followed again after a reload (its end is not announced with a toast). */
  resumed: boolean;
}

export interface ConversationState {
  messages: ChatMessage[];
  active: ActiveRequest | null;
  /** The generation whose code the code panel shows (the latest code message's). */
  codeGenerationId: string | null;
}

const initialConversationState: ConversationState = { messages: [], active: null, codeGenerationId: null };

/** Highlighting language of the lines added now: the running request's format (one runs whenever lines come). */
const languageOf = (state: ConversationState) => FORMATS[state.active?.format ?? 'terraform'].language;

/**
 * The generation this page follows has ended, as its event or a snapshot reports: the lines the
 * server stored for that ending are added (each once, however many times they arrive), and the
 * request is over. The end of any other generation (one left behind by a new conversation) is not
 * this chat's.
 */
function ended(
  state: ConversationState,
  id: string,
  status: GenerationStatus,
  messages: readonly ConversationMessageView[],
): void {
  if (state.active?.generationId !== id) return;
  const language = languageOf(state);
  for (const message of messages) appendOnce(state.messages, storedLine(message, language));
  if (status === 'completed') state.codeGenerationId = id;
  state.active = null;
}

/**
 * The generation this page follows cannot be followed (gone, not this user's, or the live
 * connection was refused): the server stored nothing about that, so the apology is this page's
 * own notice.
 */
function givenUp(state: ConversationState, id: string, reason: string): void {
  if (state.active?.generationId !== id) return;
  appendOnce(state.messages, localNotice(Messages.generation.errorChatMessage(reason), languageOf(state), id));
  state.active = null;
}

/**
 * The chat of the current conversation and its running request. Fed by the workspace's steps
 * and by the generation events the socket middleware dispatches.
 */
const conversationSlice = createSlice({
  name: 'conversation',
  initialState: initialConversationState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(workspaceActions.promptSent, (state, { payload }) => {
        const language = FORMATS[payload.format].language;
        state.messages.push(pendingLine(payload.lineId, payload.prompt, language, payload.at));
        state.active = {
          generationId: null,
          platform: payload.platform,
          format: payload.format,
          stopRequested: false,
          resumed: false,
        };
      })
      .addCase(workspaceActions.generationAccepted, (state, { payload }) => {
        if (!state.active) return;
        state.active.generationId = payload.generationId;
        // The line as typed gives way to the line as stored (a re-read may have brought it first).
        const pending = state.messages.findLastIndex((m) => m.origin === 'pending');
        const stored = storedLine(payload.message, languageOf(state));
        if (pending < 0) appendOnce(state.messages, stored);
        else if (state.messages.some((m) => m.id === stored.id)) state.messages.splice(pending, 1);
        else state.messages[pending] = stored;
      })
      .addCase(workspaceActions.generationRejected, (state, { payload }) => {
        // Never accepted, so never stored: the request's line and the apology are this page's own.
        const request = state.messages.findLast((m) => m.origin === 'pending');
        if (request) request.origin = 'local';
        const notice = rejectionNotice(payload.message, payload.code ?? null);
        const key = `rejected-${request?.id ?? 'request'}`;
        appendOnce(state.messages, localNotice(notice, languageOf(state), key, request?.timestamp));
        state.active = null;
      })
      .addCase(workspaceActions.stopRequested, (state) => {
        if (state.active) state.active.stopRequested = true;
      })
      .addCase(workspaceActions.generationResumed, (state, { payload }) => {
        state.active = {
          generationId: payload.generationId,
          platform: payload.platform,
          format: payload.format,
          stopRequested: false,
          resumed: true,
        };
      })
      .addCase(workspaceActions.conversationLoaded, (state, { payload }) => {
        state.messages = withStored(state.messages, storedMessages(payload));
        const lastCode = state.messages.findLast((m) => m.isCode);
        state.codeGenerationId = lastCode?.generationId ?? null;
      })
      .addCase(workspaceActions.newConversation, () => initialConversationState)
      .addCase(generationsActions.completed, (state, { payload }) =>
        ended(state, payload.id, 'completed', payload.messages),
      )
      .addCase(generationsActions.failed, (state, { payload }) => ended(state, payload.id, 'failed', payload.messages))
      .addCase(generationsActions.cancelled, (state, { payload }) =>
        ended(state, payload.id, 'cancelled', payload.messages),
      )
      .addCase(socketActions.subscribeFailed, (state, { payload }) => givenUp(state, payload.id, payload.error))
      .addCase(socketActions.connectRefused, (state, { payload }) => {
        const id = state.active?.generationId;
        if (id) givenUp(state, id, Messages.generation.liveConnectionRefused(payload.reason));
      })
      .addCase(generationsActions.snapshotReceived, (state, { payload: s }) => {
        // A resumed generation may have ended while the page was away: its snapshot says how, and
        // brings the lines of that ending.
        if (hasEnded(s.status)) ended(state, s.id, s.status, s.messages);
      });
  },
});

export const conversationReducer = conversationSlice.reducer;
