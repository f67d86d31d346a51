import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ConversationTurn, FormatId, PlatformId } from '@infragen/contracts';
import { systemPrompt } from './system-prompt';

/** Turns of earlier conversation sent with a follow-up; older ones are dropped first. */
export const HISTORY_TURNS_SENT = 12;
/** Characters of earlier conversation sent at most, so a long history cannot crowd out the request. */
const HISTORY_CHARS_SENT = 24_000;

/**
 * The chat messages of one request: the instructions, the recent conversation (so "now make the
 * bucket versioned" refers to the code above), then the new request.
 */
export function buildMessages(input: {
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  history?: readonly ConversationTurn[];
}): ChatCompletionMessageParam[] {
  const recent: ChatCompletionMessageParam[] = [];
  let budget = HISTORY_CHARS_SENT;
  for (const turn of [...(input.history ?? [])].reverse().slice(0, HISTORY_TURNS_SENT)) {
    if (turn.content.length > budget) break;
    budget -= turn.content.length;
    recent.unshift({ role: turn.isUser ? 'user' : 'assistant', content: turn.content });
  }
  return [
    { role: 'system', content: systemPrompt(input.platform, input.format) },
    ...recent,
    { role: 'user', content: input.prompt },
  ];
}
