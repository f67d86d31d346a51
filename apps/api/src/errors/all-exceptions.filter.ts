import { type ArgumentsHost, Catch, type ExceptionFilter, Inject, NotFoundException, Optional } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppError, Messages } from '@infragen/contracts';
import { API_CONFIG, ROOT_LOGGER, type ApiConfig } from '../config';
import { toErrorBody } from './error-body';
import { malformedUrlOf } from './malformed-url';
import { PAGE_FALLBACK, type PageFallback } from './page-fallback';

/** The one place errors become HTTP answers. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
    @Optional() @Inject(PAGE_FALLBACK) private readonly pages: PageFallback | null,
  ) {}

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const malformed = malformedUrlOf(request.raw);
    if (malformed !== null) error = new AppError('BAD_REQUEST', Messages.http.malformedUrl(malformed));
    const page = error instanceof NotFoundException ? this.pages?.pageFor(request) : null;
    if (page) {
      void reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (page.encoding) void reply.header('content-encoding', page.encoding).header('vary', 'accept-encoding');
      void reply.send(page.body);
      return;
    }
    const payload = toErrorBody(error, this.config.env.BODY_LIMIT_BYTES);
    if (error instanceof NotFoundException && payload.message.startsWith('Cannot ')) {
      payload.message = Messages.http.notFound(`${request.method} ${request.url.split('?')[0]}`);
    }
    if (payload.statusCode >= 500) {
      // An AppError is an answer the code chose (maintenance mode, a busy checker, a dependency
      // that is down and already alerted on): a line for the record, not an error to page about.
      if (error instanceof AppError)
        this.logger.warn({ reqId: request.id, code: payload.code, path: request.url }, 'request refused');
      else this.logger.error({ reqId: request.id, err: error, path: request.url }, 'request failed');
    }
    if (payload.retryAfterSeconds !== undefined) void reply.header('retry-after', String(payload.retryAfterSeconds));
    void reply.status(payload.statusCode).send({ ...payload, requestId: request.id });
  }
}
