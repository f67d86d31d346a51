import { HISTORY_MAX_TURNS, HISTORY_TURN_MAX_LENGTH, Messages, type ErrorCode } from '@infragen/contracts';
import type { AppDispatch, RootState } from '@/app/hooks';
import { socketActions } from '@/lib/socket-actions';
import { generationsApi } from '@/entities/generation/generations-api';
import { generationsActions } from '@/entities/generation/generations-slice';
import { apiErrorMessage } from '@/lib/api-error';
import { rememberAnonymousToken } from '@/lib/anonymous-session';
import { historyOf } from './chat-message';
import { conversationsApi } from './conversations-api';
import { workspaceActions } from './workspace-actions';
import { workspaceSliceActions } from './workspace-slice';

type Thunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

/** The api's error code, or null when no error answer came (the network failed). */
const errorCodeOf = (error: unknown): ErrorCode | null => {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === 'string' ? (code as ErrorCode) : null;
};

/** What the api answered, or a plain description when it could not be reached. */
const failure = (error: unknown) =>
  apiErrorMessage(error, (error as { error?: string } | null)?.error ?? Messages.common.unexpected);

/**
 * Sends a prompt (trimmed; blank ones and a second one while generating are ignored) with the
 * conversation so far, then follows its generation over the socket.
 */
export function sendPrompt(raw: string): Thunk<Promise<void>> {
  return async (dispatch, getState) => {
    const prompt = raw.trim();
    const before = getState();
    if (!prompt || before.conversation.active) return;
    const { platform, format, conversationId } = before.workspace;
    const history = conversationId
      ? historyOf(before.conversation.messages, HISTORY_MAX_TURNS, HISTORY_TURN_MAX_LENGTH)
      : undefined;
    dispatch(workspaceActions.promptSent({ prompt, platform, format, at: Date.now() }));
    const answer = await dispatch(
      generationsApi.endpoints.createGeneration.initiate({
        prompt,
        platform,
        format,
        ...(conversationId ? { conversationId, history } : {}),
      }),
    );
    if (answer.error || !answer.data) {
      dispatch(
        workspaceActions.generationRejected({ message: failure(answer.error), code: errorCodeOf(answer.error) }),
      );
      return;
    }
    const { id, conversationId: acceptedIn, message, anonymousToken } = answer.data;
    // A visitor's first generation opens their anonymous session: kept before the socket opens,
    // whose handshake presents it.
    if (anonymousToken) rememberAnonymousToken(anonymousToken);
    dispatch(workspaceActions.generationAccepted({ generationId: id, conversationId: acceptedIn, message }));
    dispatch(socketActions.subscribe({ id }));
    if (getState().conversation.active?.stopRequested) dispatch(socketActions.cancel({ id }));
    // The sidebar lists the conversation (new, or moved to the top).
    dispatch(conversationsApi.util.invalidateTags(['Conversation']));
  };
}

/** Try on a template: its prompt goes out and the panel folds away. */
export function tryTemplate(prompt: string): Thunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(workspaceSliceActions.templatesToggled(false));
    await dispatch(sendPrompt(prompt));
  };
}

/** Stop: the cancel goes through the socket; the chat line and toast follow its `cancelled` event. */
export function stopGeneration(): Thunk {
  return (dispatch, getState) => {
    const active = getState().conversation.active;
    if (!active || active.stopRequested) return;
    dispatch(workspaceActions.stopRequested());
    if (active.generationId) dispatch(socketActions.cancel({ id: active.generationId }));
  };
}

/**
 * Reads a conversation and shows it; its latest code comes with its files and explanation (read
 * from its generation). Resolves to an error message when it could not be read.
 */
export function openConversation(id: string): Thunk<Promise<string | null>> {
  return async (dispatch, getState) => {
    const answer = await dispatch(
      conversationsApi.endpoints.getConversation.initiate(id, { subscribe: false, forceRefetch: true }),
    );
    if (answer.error || !answer.data) return failure(answer.error);
    if (getState().workspace.conversationId !== id) dispatch(workspaceActions.newConversation());
    dispatch(workspaceActions.conversationLoaded(answer.data));
    const codeId = getState().conversation.codeGenerationId;
    if (codeId && !getState().generations[codeId]?.result) {
      const snapshot = await dispatch(
        generationsApi.endpoints.getGeneration.initiate(codeId, { subscribe: false, forceRefetch: true }),
      );
      if (snapshot.data) dispatch(generationsActions.snapshotReceived(snapshot.data));
    }
    return null;
  };
}

/**
 * After a reload: follow the generation named in the address again (its snapshot catches up). Its
 * conversation is opened first, so the platform and the lines already stored are known.
 */
export function resumeGeneration(generationId: string, conversationId: string | null): Thunk {
  return (dispatch, getState) => {
    const { platform, format } = getState().workspace;
    dispatch(workspaceActions.generationResumed({ generationId, conversationId, platform, format }));
    dispatch(socketActions.subscribe({ id: generationId }));
  };
}
