import { FORMATS, type CodeLanguage, type ConversationDetail, type FormatId } from '@infragen/contracts';

/** A chat message in the spec's shape (section 3), plus the generation it belongs to. */
export interface ChatMessage {
  /** From the current time (spec section 9), or the server's id for a stored message. */
  id: string;
  timestamp: number;
  content: string;
  isUser: boolean;
  isCode: boolean;
  /** Highlighting language of a code message (the format's), else of the conversation. */
  language: CodeLanguage;
  generationId: string | null;
}

let lastId = 0;
/** Ids from the current time, kept unique when two messages are made within one millisecond. */
export function timeId(now = Date.now()): string {
  lastId = Math.max(lastId + 1, now);
  return String(lastId);
}

export function newMessage(fields: Omit<ChatMessage, 'id' | 'timestamp'>, now = Date.now()): ChatMessage {
  return { id: timeId(now), timestamp: now, ...fields };
}

/** Two copies of one message (a live one and the stored one) share this key. */
export function messageKey(m: Pick<ChatMessage, 'generationId' | 'isUser' | 'isCode' | 'content'>): string {
  return `${m.generationId ?? '-'}|${m.isUser ? 'u' : 'a'}|${m.isCode ? 'c' : 't'}|${m.content}`;
}

/** Adds `message` unless a copy of it is already there (an event and a snapshot both report an end). */
export function appendOnce(messages: ChatMessage[], message: ChatMessage): void {
  const key = messageKey(message);
  if (!messages.some((m) => messageKey(m) === key)) messages.push(message);
}

export function storedMessages(detail: ConversationDetail): ChatMessage[] {
  const language = FORMATS[detail.format as FormatId].language;
  return detail.messages.map((m) => ({
    id: m.id,
    timestamp: Date.parse(m.createdAt),
    content: m.content,
    isUser: m.isUser,
    isCode: m.isCode,
    language,
    generationId: m.generationId,
  }));
}

/** The turns sent with a follow-up so the model sees the conversation (the api's limits apply). */
export function historyOf(messages: readonly ChatMessage[], maxTurns: number, maxLength: number) {
  return messages.slice(-maxTurns).map((m) => ({ content: m.content.slice(0, maxLength), isUser: m.isUser, isCode: m.isCode }));
}
