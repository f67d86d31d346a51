/**
 * The anonymous session of a visitor who generates without an account (the landing's "try it"):
 * the token the first generation answers, and the conversation tried last, kept in localStorage
 * so a reload still shows, reads and follows that visitor's work, and a later sign-up or sign-in
 * takes their conversations over. Once signed in the session has served: it is forgotten.
 * Storage may be unavailable (private modes, blocked storage); the visitor then keeps the session
 * for this page only.
 */
const TOKEN_KEY = 'infragen.anonymous-session';
const CONVERSATION_KEY = 'infragen.anonymous-conversation';

const inMemory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? inMemory.get(key) ?? null;
  } catch {
    return inMemory.get(key) ?? null;
  }
}

function write(key: string, value: string | null): void {
  if (value === null) inMemory.delete(key);
  else inMemory.set(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Kept in memory only.
  }
}

export const readAnonymousToken = () => read(TOKEN_KEY);
export const rememberAnonymousToken = (token: string) => write(TOKEN_KEY, token);

/** The conversation the visitor tried last, shown again after a reload. */
export const readTriedConversation = () => read(CONVERSATION_KEY);
export const rememberTriedConversation = (id: string | null) => write(CONVERSATION_KEY, id);

export function forgetAnonymousSession(): void {
  write(TOKEN_KEY, null);
  write(CONVERSATION_KEY, null);
}
