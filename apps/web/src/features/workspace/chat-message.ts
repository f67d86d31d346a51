import {
  FORMATS,
  type CodeLanguage,
  type ConversationDetail,
  type ConversationMessageView,
  type FormatId,
} from '@infragen/contracts';

/**
 * Where a line of the chat comes from. The server stores the lines of a conversation and is their
 * one author (`stored`). The page makes only two kinds itself, which nothing stores: the user's
 * line from the moment it is sent until the server answers with its stored copy (`pending`), and
 * its own notices about a request the server never accepted or a live connection it could not
 * keep (`local`).
 */
type ChatMessageOrigin = 'stored' | 'pending' | 'local';

/** A line of the chat, the user's or the assistant's, text or code, plus the generation it belongs to. */
export interface ChatMessage {
  /** The server's id for a stored line; one of this page's (`pending-…`, `local-…`) otherwise. */
  id: string;
  timestamp: number;
  content: string;
  isUser: boolean;
  isCode: boolean;
  /** Highlighting language of a code message (the format's), else of the conversation. */
  language: CodeLanguage;
  generationId: string | null;
  origin: ChatMessageOrigin;
}

let lastId = 0;
/** Ids from the current time, kept unique when two messages are made within one millisecond. */
export function timeId(now = Date.now()): string {
  lastId = Math.max(lastId + 1, now);
  return String(lastId);
}

/** A line the server stored, as the chat shows it. */
export function storedLine(view: ConversationMessageView, language: CodeLanguage): ChatMessage {
  return {
    id: view.id,
    timestamp: Date.parse(view.createdAt),
    content: view.content,
    isUser: view.isUser,
    isCode: view.isCode,
    language,
    generationId: view.generationId,
    origin: 'stored',
  };
}

/** The user's line as typed, shown at once while the request is on its way. */
export function pendingLine(id: string, content: string, language: CodeLanguage, at: number): ChatMessage {
  return { id, timestamp: at, content, isUser: true, isCode: false, language, generationId: null, origin: 'pending' };
}

/**
 * A notice of this page's own (nothing stores it). `key` names what it is about, so the same
 * notice reported twice (a refused subscribe, then a refused connection) shows once.
 */
export function localNotice(content: string, language: CodeLanguage, key: string, now = Date.now()): ChatMessage {
  return {
    id: `local-${key}`,
    timestamp: now,
    content,
    isUser: false,
    isCode: false,
    language,
    generationId: null,
    origin: 'local',
  };
}

/**
 * Adds `message` unless a line with its id is already there: one stored line can arrive several
 * times (by the event that ends its generation, by a snapshot, by a re-read of the conversation).
 */
export function appendOnce(messages: ChatMessage[], message: ChatMessage): void {
  if (!messages.some((m) => m.id === message.id)) messages.push(message);
}

export function storedMessages(detail: ConversationDetail): ChatMessage[] {
  const language = FORMATS[detail.format as FormatId].language;
  return detail.messages.map((m) => storedLine(m, language));
}

/**
 * The stored conversation, then the lines this page holds that it does not have: its own lines
 * (a request on its way, a notice) and stored ones reported by the socket between the read and
 * its answer.
 */
export function withStored(current: readonly ChatMessage[], stored: ChatMessage[]): ChatMessage[] {
  const known = new Set(stored.map((m) => m.id));
  return [...stored, ...current.filter((m) => !known.has(m.id))];
}

/** The turns sent with a follow-up so the model sees the conversation (the api's limits apply). */
export function historyOf(messages: readonly ChatMessage[], maxTurns: number, maxLength: number) {
  return messages
    .slice(-maxTurns)
    .map((m) => ({ content: m.content.slice(0, maxLength), isUser: m.isUser, isCode: m.isCode }));
}
