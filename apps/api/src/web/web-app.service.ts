import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import type { PageAnswer, PageFallback } from '../errors';
import { documentFor, pageRouteOfUrl } from './page-document';

/**
 * The built single-page app the api serves: its index.html answers every page load, titled for
 * the page. The addresses of the route table (shared with the web router) answer 200; any other
 * answers 404 with the same document, which shows the not-found page, and the address is logged
 * so broken links can be found.
 */
@Injectable()
export class WebAppService implements PageFallback {
  private readonly template: string | null;
  /** One document per route (and one for every unknown address), made on first use. */
  private readonly documents = new Map<string, string>();

  constructor(
    @Inject(API_CONFIG) config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    const index = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
    this.template = index && existsSync(index) ? readFileSync(index, 'utf8') : null;
  }

  pageFor(request: FastifyRequest): PageAnswer | null {
    if (!this.template || !this.servesPage(request)) return null;
    const { pathname, route } = pageRouteOfUrl(request.url);
    if (!route) this.logger.info({ reqId: request.id, path: pathname }, 'page not found');
    const key = route ?? '';
    let html = this.documents.get(key);
    if (html === undefined) {
      html = documentFor(this.template, route ?? pathname);
      this.documents.set(key, html);
    }
    return { status: route ? 200 : 404, html };
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
