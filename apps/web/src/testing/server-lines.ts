/**
 * Conversation lines as the server stores and sends them (with the events that end a generation,
 * with snapshots, with the POST answer), for tests that play the server. Their contents come from
 * the same catalogue the server writes them from.
 */
import {
  Messages,
  type CheckedOutcome,
  type ConversationMessageView,
  type GenerationResult,
  type PlatformId,
} from '@infragen/contracts';

let counter = 0;
/** A fresh id in the server's shape (a UUID). */
function serverId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

function storedView(
  fields: Pick<ConversationMessageView, 'content'> & Partial<ConversationMessageView>,
): ConversationMessageView {
  return {
    id: serverId(),
    isUser: false,
    isCode: false,
    generationId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The user's line of a request, as `POST /api/generations` answers it. */
export const userLine = (generationId: string, content: string) => storedView({ content, isUser: true, generationId });

/** What the server stores when a generation completes: the assistant's intro, then the code. */
export const completedLines = (generationId: string, platform: PlatformId, code: string) => [
  storedView({ content: Messages.generation.assistantIntro(platform), generationId }),
  storedView({ content: code, isCode: true, generationId }),
];

/** What it stores when one fails: the apology with the reason. */
export const failedLines = (generationId: string, message: string) => [
  storedView({ content: Messages.generation.errorChatMessage(message), generationId }),
];

/** What it stores when one is stopped. */
export const stoppedLines = (generationId: string) => [
  storedView({ content: Messages.generation.stoppedByUser, generationId }),
];

/** A `generation:completed` event with the lines its ending stored. */
export const completedEvent = (
  id: string,
  platform: PlatformId,
  result: GenerationResult,
  checked: CheckedOutcome = { diagnostics: [], repair: null },
) => ({
  id,
  ...result,
  ...checked,
  messages: completedLines(id, platform, result.code),
});
