import { createSlice } from '@reduxjs/toolkit';
import { FORMATS, Messages, type FormatId, type GenerationCompletedEvent, type PlatformId } from '@infragen/contracts';
import { socketActions } from '@/app/socket-actions';
import { generationsActions } from '@/features/generations/generations-slice';
import { appendOnce, messageKey, newMessage, storedMessages, type ChatMessage } from './chat-message';
import { workspaceActions } from './workspace-actions';

/** The request being answered, from the moment it is sent until its generation ends. */
export interface ActiveRequest {
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

export const initialConversationState: ConversationState = { messages: [], active: null, codeGenerationId: null };

type Outcome =
  | { kind: 'completed'; result: Omit<GenerationCompletedEvent, 'id'> }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

/** The chat lines of a generation's end (spec section 4), added once however many times it is reported. */
function finish(state: ConversationState, id: string, outcome: Outcome): void {
  const active = state.active;
  if (!active || active.generationId !== id) return;
  const language = FORMATS[active.format].language;
  const line = (content: string, isCode = false) => appendOnce(state.messages, newMessage({ content, isUser: false, isCode, language, generationId: id }));
  if (outcome.kind === 'completed') {
    line(Messages.generation.assistantIntro(active.platform));
    line(outcome.result.code, true);
    state.codeGenerationId = id;
  } else if (outcome.kind === 'failed') {
    line(Messages.generation.errorChatMessage(outcome.message));
  } else {
    line(Messages.generation.stoppedByUser);
  }
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
        state.messages.push(newMessage({ content: payload.prompt, isUser: true, isCode: false, language, generationId: null }, payload.at));
        state.active = { generationId: null, platform: payload.platform, format: payload.format, stopRequested: false, resumed: false };
      })
      .addCase(workspaceActions.generationAccepted, (state, { payload }) => {
        if (!state.active) return;
        state.active.generationId = payload.generationId;
        const request = state.messages.findLast((m) => m.isUser && m.generationId === null);
        if (request) request.generationId = payload.generationId;
      })
      .addCase(workspaceActions.generationRejected, (state, { payload }) => {
        const language = state.active ? FORMATS[state.active.format].language : 'hcl';
        state.messages.push(newMessage({ content: Messages.generation.errorChatMessage(payload.message), isUser: false, isCode: false, language, generationId: null }));
        state.active = null;
      })
      .addCase(workspaceActions.stopRequested, (state) => {
        if (state.active) state.active.stopRequested = true;
      })
      .addCase(workspaceActions.generationResumed, (state, { payload }) => {
        state.active = { generationId: payload.generationId, platform: payload.platform, format: payload.format, stopRequested: false, resumed: true };
      })
      .addCase(workspaceActions.conversationLoaded, (state, { payload }) => {
        const stored = storedMessages(payload);
        // Lines this page already added that the stored copy does not have yet (an end reported
        // by the socket between the read and its answer, a request still on its way) stay.
        const known = new Set(stored.map(messageKey));
        const local = state.messages.filter((m) => !known.has(messageKey(m)));
        state.messages = [...stored, ...local];
        const lastCode = state.messages.findLast((m) => m.isCode);
        state.codeGenerationId = lastCode?.generationId ?? null;
      })
      .addCase(workspaceActions.newConversation, () => initialConversationState)
      .addCase(generationsActions.completed, (state, { payload: { id, ...result } }) => finish(state, id, { kind: 'completed', result }))
      .addCase(generationsActions.failed, (state, { payload }) => finish(state, payload.id, { kind: 'failed', message: payload.message }))
      .addCase(generationsActions.cancelled, (state, { payload }) => finish(state, payload.id, { kind: 'cancelled' }))
      // The generation could not be followed (gone, or not this user's): end it with the reason.
      .addCase(socketActions.subscribeFailed, (state, { payload }) => finish(state, payload.id, { kind: 'failed', message: payload.error }))
      .addCase(socketActions.connectRefused, (state, { payload }) => {
        const id = state.active?.generationId;
        if (id) finish(state, id, { kind: 'failed', message: Messages.generation.liveConnectionRefused(payload.reason) });
      })
      .addCase(generationsActions.snapshotReceived, (state, { payload: s }) => {
        // A resumed generation may have ended while the page was away: its snapshot says how.
        if (s.status === 'completed' && s.result) finish(state, s.id, { kind: 'completed', result: s.result });
        else if (s.status === 'failed') finish(state, s.id, { kind: 'failed', message: s.error ?? Messages.common.unexpected });
        else if (s.status === 'cancelled') finish(state, s.id, { kind: 'cancelled' });
      });
  },
});

export const conversationReducer = conversationSlice.reducer;
