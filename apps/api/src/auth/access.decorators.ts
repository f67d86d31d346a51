import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './auth-tokens';

/** Who may call a route. Routes without it are public (the access-matrix test lists every route). */
export type AccessLevel = 'user' | 'admin';
export const ACCESS_KEY = 'infragen:access';

/** Any signed-in user (a user or an admin session). */
export const RequireUser = () => SetMetadata(ACCESS_KEY, 'user' satisfies AccessLevel);
/** An administrator signed in through /admin/login (an admin session of a user whose role is admin). */
export const RequireAdmin = () => SetMetadata(ACCESS_KEY, 'admin' satisfies AccessLevel);

export type AuthenticatedRequest = FastifyRequest & { user?: AuthenticatedUser };

/** The signed-in user of a route guarded by RequireUser or RequireAdmin. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without RequireUser or RequireAdmin');
  return user;
});
