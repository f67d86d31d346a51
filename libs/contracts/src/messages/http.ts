/** The message catalogue's http texts: part of `Messages` (messages.ts). */
export const HttpMessages = {
  http: {
    badRequest: 'The request is not valid',
    invalidJson: 'The request body is not valid JSON',
    malformedUrl: (path: string) => `The address ${path} is not a valid URL (a % must start a valid escape)`,
    /** PostgreSQL cannot store the NUL character in text, so no field may hold one. */
    nulCharacter: 'must not contain the NUL character (\\u0000)',
    /** Half of a UTF-16 pair on its own is no character: PostgreSQL refuses it in JSON and would alter it in text. */
    unpairedSurrogate: 'must be valid Unicode text (it holds half of a character, such as \\ud800, on its own)',
    /** Deeper bodies are no request of ours, and walking them costs the server. */
    tooDeep: (levels: number) => `The request body nests deeper than ${levels} levels`,
    /** Keys that would reach an object's prototype if the body were ever merged into another. */
    reservedKey: (key: string) => `The key "${key}" is not allowed in a request body`,
    bodyTooLarge: (limitBytes: number) => `The request body is larger than the limit of ${limitBytes} bytes`,
    requestTimeout: (seconds: number) => `The request did not arrive whole within ${seconds} seconds`,
    headersTooLarge: 'The request line and headers are larger than the server accepts (16 KB)',
    malformedRequest: 'The request is not valid HTTP',
    unknownField: (key: string) => `${key} is not an accepted field`,
    crossSiteRequest: 'This request came from a page of another site and carried your cookies, so it was refused',
    unsupportedMediaType: 'The request body must be sent as application/json',
    notFound: (path: string) => `No route matches ${path}`,
    serviceUnavailable: (what: string) =>
      `Service temporarily unavailable: ${what} is not reachable. Please try again shortly.`,
    tooManyRequests: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
    internal: 'An unexpected error occurred. It has been logged.',
  },
} as const;
