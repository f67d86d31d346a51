/**
 * The header in which an anonymous visitor presents the token its first generation answered (on
 * every call without an access token; on sign-up and sign-in, so the account takes the session's
 * conversations over). The Socket.IO handshake carries it as `auth.anonymousToken`. A file of its
 * own, free of schemas, so the browser's entry chunk can read it without the schema library.
 */
export const ANONYMOUS_SESSION_HEADER = 'x-anonymous-session';
