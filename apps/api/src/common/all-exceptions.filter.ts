import { type ArgumentsHost, Catch, type ExceptionFilter, Inject, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { Messages } from '@infragen/contracts';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ROOT_LOGGER } from './tokens';
import { toErrorBody } from './error-body';
import { WebAppService } from '../web/web-app.service';

/**
 * The one place errors become HTTP answers. Unknown GET paths outside /api serve the web app's
 * index.html so the browser router can show the page (or its own not-found page).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    private readonly webApp: WebAppService,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof NotFoundException && this.webApp.servesPage(request)) {
      void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(this.webApp.indexHtml());
      return;
    }
    const payload = toErrorBody(error, this.config.env.BODY_LIMIT_BYTES);
    if (error instanceof NotFoundException && payload.message.startsWith('Cannot ')) {
      payload.message = Messages.http.notFound(`${request.method} ${request.url.split('?')[0]}`);
    }
    if (payload.statusCode >= 500) {
      this.logger.error({ reqId: request.id, err: error, path: request.url }, 'request failed');
    }
    if (payload.retryAfterSeconds !== undefined) void reply.header('retry-after', String(payload.retryAfterSeconds));
    void reply.status(payload.statusCode).send({ ...payload, requestId: request.id });
  }
}
