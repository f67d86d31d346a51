import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API_CONFIG, type ApiConfig } from '../config/api-config';

/** The built single-page app the api serves: its index.html answers every page route. */
@Injectable()
export class WebAppService {
  private readonly html: string | null;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    const index = config.webDistDir ? join(config.webDistDir, 'index.html') : null;
    this.html = index && existsSync(index) ? readFileSync(index, 'utf8') : null;
  }

  get available(): boolean {
    return this.html !== null;
  }

  indexHtml(): string {
    return this.html ?? '';
  }

  /** A browser asking for a page (not the api, not a socket, not a missing asset file). */
  servesPage(request: FastifyRequest): boolean {
    if (!this.html || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/socket.io')) return false;
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
    const accept = request.headers.accept ?? '';
    return accept.includes('text/html') || accept.includes('*/*') || accept === '';
  }
}
