import type { FastifyRequest } from 'fastify';

/**
 * A page load's answer: the web app's document, and 200 for a page that exists or 404 for one
 * that does not; compressed when the browser takes it (`encoding` is then the content encoding).
 */
export interface PageAnswer {
  status: 200 | 404;
  body: string | Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * Who answers a GET that no route matches when it is a browser asking for a page: the web app,
 * whose router shows the page (or its not-found page, answered with 404). Provided by the web
 * module; the error filter asks it without knowing how pages are served.
 */
export interface PageFallback {
  /** The page to send for `request`, or null when the request is not a page load. */
  pageFor(request: FastifyRequest): PageAnswer | null;
}

export const PAGE_FALLBACK = Symbol('PAGE_FALLBACK');
