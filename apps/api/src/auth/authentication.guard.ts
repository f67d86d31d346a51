import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ANONYMOUS_SESSION_HEADER, AppError, Messages } from '@infragen/contracts';
import { toAppError } from '@infragen/runtime';
import { ACCESS_KEY, type AccessLevel, type AuthenticatedRequest } from './access.decorators';
import { AnonymousSessions } from './anonymous-sessions';
import type { AuthenticatedUser } from './auth-tokens';

/**
 * Global: sets `request.user` for every HTTP request that carries an Authorization header, and
 * enforces RequireUser / RequireAdmin. No header means anonymous (public routes still answer); a
 * header that is not a valid, live Bearer token is a 401 everywhere, so a client never silently
 * acts as anonymous with a broken session. A session that cannot be checked because the database
 * is down is a 503 (retry), never a 401 (which would sign the user out). An anonymous session's
 * header (`x-anonymous-session`) is verified here too, on every request that carries one: a token
 * this server did not sign is a 401 ANONYMOUS_SESSION_INVALID, never silently "no session".
 */
@Injectable()
export class AuthenticationGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly anonymous: AnonymousSessions,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    request.user = undefined;
    (request as AuthenticatedRequest & { anonHash?: string | null }).anonHash = this.anonymous.hashOf(
      request.headers[ANONYMOUS_SESSION_HEADER],
    );
    if (request.headers.authorization !== undefined) await super.canActivate(context);
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!level) return true;
    // Re-read: passport has just set it.
    const user = (request as AuthenticatedRequest).user as AuthenticatedUser | undefined;
    if (!user) throw new AppError('SIGN_IN_REQUIRED', Messages.auth.signInRequired);
    if (level === 'admin' && (user.role !== 'admin' || user.sessionKind !== 'admin')) {
      throw new AppError('ADMIN_REQUIRED', Messages.admin.adminRequired);
    }
    return true;
  }

  override handleRequest<T = AuthenticatedUser>(error: unknown, user: T | false): T {
    if (error) throw toAppError(error) ?? new AppError('INVALID_ACCESS_TOKEN', Messages.auth.invalidAccessToken);
    if (!user) throw new AppError('INVALID_ACCESS_TOKEN', Messages.auth.invalidAccessToken);
    return user;
  }
}
