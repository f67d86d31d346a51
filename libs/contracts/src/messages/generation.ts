/** The message catalogue's generation texts: part of `Messages` (messages.ts). */
export const GenerationMessages = {
  generation: {
    assistantIntro: (provider: string) => `Here's the ${provider.toUpperCase()} infrastructure code for your request:`,
    failedToGenerate: (message: string) => `Failed to generate code: ${message}`,
    // The message's own closing full stop gives way to the sentence's ("later." + "." is not "later..").
    errorChatMessage: (message: string) =>
      `I apologize, but I encountered an error while generating the infrastructure code: ${message.trim().replace(/\.+$/, '')}. Please try again or rephrase your request.`,
    /**
     * A request refused for a reason that is not in it (maintenance, a rate limit, credits): the
     * server's message alone, ended as a sentence; the advice to rephrase would be wrong.
     */
    refusedChatMessage: (message: string) => {
      const text = message.trim();
      return /[.!?]$/.test(text) ? text : `${text}.`;
    },
    errorToast: { title: 'Error', description: 'Failed to generate infrastructure code. Please try again.' },
    stoppedByUser: 'Generation stopped by user.',
    /** The server refused the live connection (a signed-out session): the stream cannot be followed. */
    liveConnectionRefused: (reason: string) =>
      `the live connection to the server was refused (${reason}); sign in again and reopen the conversation to see the result`,
    workerLost: 'The worker running this generation stopped unexpectedly. Please try again.',
    /** A generation nothing was running any more (its job ended while the database was away). */
    lost: 'This generation was interrupted and could not be finished. Please try again.',
    stoppedToast: { title: 'Generation Stopped', description: 'Code generation was stopped successfully.' },
    promptRequired: 'Prompt must not be empty',
    promptTooLong: (max: number) => `Prompt must be at most ${max} characters`,
    anonymousDisabled: 'Sign in to generate code: anonymous generation is turned off on this server.',
    conversationNotFound: 'Conversation not found',
    generationNotFound: 'Generation not found',
    /** What the user reads when the model fails; never the raw provider error. */
    model: {
      authentication: "The language model rejected the server's API key. An administrator has been notified.",
      notFound: (model: string) =>
        `The language model "${model}" is not available on the model server. An administrator has been notified.`,
      rateLimited: (seconds: number | null) =>
        seconds === null
          ? 'The language model is receiving too many requests. Please try again in a moment.'
          : `The language model is receiving too many requests. Please try again in ${seconds} seconds.`,
      unavailable: 'The language model service is unavailable right now. Please try again shortly.',
      timeout: 'The language model took too long to answer. Please try again.',
      unreachable: 'The language model server could not be reached. An administrator has been notified.',
      badResponse: 'The language model sent a response that could not be read. Please try again.',
      connectionLost: 'The connection to the language model was lost before the answer was complete. Please try again.',
      rejected: 'The language model refused this request. Please rephrase it.',
      noCode: 'The answer contained no infrastructure code. Please rephrase your request.',
      /** The answer went over the worker's caps (answer-caps.ts): nothing of it is kept. */
      answerTooLarge: (limits: { files: number; fileKb: number; totalMb: number }) =>
        `The answer was too large to keep (at most ${limits.files} files, ${limits.fileKb} KB per file and ${limits.totalMb} MB in all). Please ask for a smaller part of the infrastructure.`,
    },
  },
} as const;
