import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RequestOwner } from '@infragen/database';

export { isOwner, type RequestOwner } from '@infragen/database';

/** A request as the authentication guard leaves it: the verified anonymous session's hash, if any. */
export type RequestWithAnonymousSession = FastifyRequest & { user?: { id: string }; anonHash?: string | null };

/**
 * Who is asking an HTTP route: the signed-in user, else the anonymous session named by its
 * header, as the authentication guard verified it (a header it could not verify never gets here).
 */
export const Owner = createParamDecorator((_: unknown, context: ExecutionContext): RequestOwner => {
  const request = context.switchToHttp().getRequest<RequestWithAnonymousSession>();
  return { userId: request.user?.id ?? null, anonHash: request.anonHash ?? null };
});
