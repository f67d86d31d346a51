import type { Socket } from 'node:net';
import { Messages } from '@infragen/contracts';
import { body } from './error-body';

/**
 * Answers what Node's HTTP parser refuses before any route or hook runs (a request that did not
 * arrive in time, headers over the size limit, bytes that are not HTTP) with the api's error body
 * and code, instead of Fastify's own wording, then closes the connection. `requestTimeoutMs` is
 * the limit a late request missed.
 */
export function clientErrorAnswer(requestTimeoutMs: number) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? body('REQUEST_TIMEOUT', Messages.http.requestTimeout(Math.round(requestTimeoutMs / 1000)))
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? body('HEADERS_TOO_LARGE', Messages.http.headersTooLarge)
          : body('BAD_REQUEST', Messages.http.malformedRequest);
    const text = JSON.stringify(answer);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${answer.statusCode} ${answer.error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy();
  };
}
