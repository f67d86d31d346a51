import { createHash, randomBytes } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ANONYMOUS_SESSION_HEADER } from '@infragen/contracts';
import type { RequestOwner } from '@infragen/database';

export { isOwner, type RequestOwner } from '@infragen/database';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newAnonymousToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the token's SHA-256 is stored and compared, so a leaked table grants nothing. */
export function hashAnonymousToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A well-formed token's hash, or null for anything else (absent, wrong length, wrong alphabet). */
export function anonHashFrom(value: unknown): string | null {
  return typeof value === 'string' && TOKEN_PATTERN.test(value) ? hashAnonymousToken(value) : null;
}

/** Who is asking an HTTP route: the signed-in user, else the anonymous session named by its header. */
export const Owner = createParamDecorator((_: unknown, context: ExecutionContext): RequestOwner => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: { id: string } }>();
  return { userId: request.user?.id ?? null, anonHash: anonHashFrom(request.headers[ANONYMOUS_SESSION_HEADER]) };
});
