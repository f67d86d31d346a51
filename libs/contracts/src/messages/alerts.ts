/** The message catalogue's alerts texts: part of `Messages` (messages.ts). */
export const AlertsMessages = {
  alerts: {
    /** Titles of the system alerts the worker raises for administrators. */
    modelAuthentication: 'Language model API key rejected',
    modelNotFound: 'Configured language model not found',
    modelRateLimited: 'Language model rate limit reached',
    modelUnavailable: 'Language model service errors',
    modelTimeout: 'Language model timeouts',
    modelUnreachable: 'Language model server unreachable',
    modelBadResponse: 'Language model sent unreadable responses',
  },
} as const;
