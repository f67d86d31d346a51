import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { PagePath } from '@infragen/contracts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import type { PageAnswer, PageFallback } from '../errors';
import { preferredEncoding } from './compressed-assets';
import { documentFor, pageRouteOfUrl } from './page-document';
import { readPrerenderedPages } from './prerendered-pages';

/** A page's document as sent: made once, then kept with its compressed forms. */
interface PageDocument {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The built single-page app the api serves: every page load gets a document titled for its page.
 * The public pages have build-time markup of their own (apps/web/dist/prerendered), so they
 * paint before any script runs; the others get index.html, which the app renders. The addresses
 * of the route table (shared with the web router) answer 200; any other answers 404 with the
 * not-found page, and the address is logged so broken links can be found.
 */
@Injectable()
export class WebAppService implements PageFallback {
  private readonly template: string | null;
  private readonly prerendered: ReadonlyMap<PagePath | '*', string>;
  /** One document per route (and one for every unknown address), made on first use. */
  private readonly documents = new Map<string, PageDocument>();

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    const index = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
    this.template = index && existsSync(index) ? readFileSync(index, 'utf8') : null;
    this.prerendered = config.webDistDir ? readPrerenderedPages(config.webDistDir) : new Map();
  }

  pageFor(request: FastifyRequest): PageAnswer | null {
    if (!this.template || !this.servesPage(request)) return null;
    const { pathname, route } = pageRouteOfUrl(request.url);
    if (!route) this.logger.info({ reqId: request.id, path: pathname }, 'page not found');
    const key = route ?? '';
    let document = this.documents.get(key);
    if (document === undefined) {
      const template = this.prerendered.get(route ?? '*') ?? this.template;
      document = { html: documentFor(template, route ?? pathname) };
      this.documents.set(key, document);
    }
    const status = route ? 200 : 404;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return { status, body: document.html };
    return { status, body: compressed(document, encoding), encoding };
  }

  /** A browser asking for a page (not the api, not a socket, not a missing asset file). */
  private servesPage(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io')) return false;
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
    const accept = request.headers.accept ?? '';
    return accept.includes('text/html') || accept.includes('*/*') || accept === '';
  }
}

/**
 * A document compressed once, on its first request in that encoding (a few milliseconds for the
 * largest, the documentation, which shrinks from 84 KB to about 14 KB).
 */
function compressed(document: PageDocument, encoding: 'br' | 'gzip'): Buffer {
  const raw = Buffer.from(document.html);
  if (encoding === 'br')
    return (document.br ??= brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }));
  return (document.gzip ??= gzipSync(raw, { level: 9 }));
}
