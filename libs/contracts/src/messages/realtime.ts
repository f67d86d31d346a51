/** The message catalogue's realtime texts: part of `Messages` (messages.ts). */
export const RealtimeMessages = {
  realtime: {
    invalidGenerationId: 'id must be a generation id (UUID)',
    requestFailed: 'The request could not be completed. Please try again.',
  },
} as const;
