import type { IncomingMessage } from 'node:http';

const MALFORMED = Symbol('malformed-url');
/** Where a malformed address is sent: no route matches it, so it ends in the error filter. */
const NOWHERE = '/api/__malformed-url__';

/**
 * The router cannot decode an address such as `/%ff`, and Fastify then answers with its own
 * body, before any hook: no request id, no security headers. Such an address is rewritten to one
 * no route matches, marked, so it takes the ordinary path (hooks, then the error filter), where
 * it is answered 400 with the api's error shape.
 */
export function rewriteMalformedUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const path = url.split('?')[0] ?? '/';
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    (request as IncomingMessage & { [MALFORMED]?: string })[MALFORMED] = path;
    return NOWHERE;
  }
}

/** The address as it came, when it could not be decoded; else null. */
export function malformedUrlOf(request: IncomingMessage): string | null {
  return (request as IncomingMessage & { [MALFORMED]?: string })[MALFORMED] ?? null;
}
