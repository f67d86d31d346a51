import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, mergeMap, type Observable } from 'rxjs';
import { MaintenanceService } from './maintenance.service';

/** Who is calling, as the authentication guard left it on the request. */
type Caller = FastifyRequest & { user?: { role: string; sessionKind: string } };

/**
 * Routes that answer during maintenance whoever calls: the operator panel (and its sign-in), the
 * health check, the status every page reads, and keeping or ending a session (so a user is not
 * signed out by maintenance, and can still sign out).
 */
const OPEN_DURING_MAINTENANCE = [
  /^\/api\/admin(\/|$)/,
  /^\/api\/health$/,
  /^\/api\/status$/,
  /^\/api\/auth\/(refresh|signout)$/,
];

/**
 * Global: answers every other route 503 MAINTENANCE_MODE with the operator's message while
 * maintenance mode is on, unless an administrator's session calls. An interceptor rather than a
 * guard, so it runs after the authentication guard has said who is calling.
 */
@Injectable()
export class MaintenanceInterceptor implements NestInterceptor {
  constructor(private readonly maintenance: MaintenanceService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Caller>();
    const route = request.routeOptions?.url ?? request.url.split('?')[0]!;
    if (OPEN_DURING_MAINTENANCE.some((open) => open.test(route))) return next.handle();
    const adminSession = request.user?.role === 'admin' && request.user.sessionKind === 'admin';
    return from(this.maintenance.refusal(adminSession)).pipe(
      mergeMap((refusal) => {
        if (refusal) throw refusal;
        return next.handle();
      }),
    );
  }
}
