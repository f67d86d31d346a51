import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS_SESSION_HEADER, anonHashFrom, type RequestOwner } from './anonymous-session';

/** Who is asking: the signed-in user, else the anonymous session named by its header. */
export const Owner = createParamDecorator((_: unknown, context: ExecutionContext): RequestOwner => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { id: string } }>();
  return { userId: request.user?.id ?? null, anonHash: anonHashFrom(request.headers[ANONYMOUS_SESSION_HEADER]) };
});
