import { type OnGatewayConnection, type OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { AppError, Messages, Rooms } from '@infragen/contracts';
import { toAppError } from '@infragen/runtime';
import { AnonymousSessions, SocketAuthenticator } from '../auth';
import { MaintenanceService } from '../maintenance';
import { RealtimeService } from './realtime.service';
import { endAtExpiry, guardEvents, refuseDuringMaintenance } from './socket-guard';
import type { TypedServer, TypedSocket } from './typed-socket';

/** A handshake refusal as the client sees it: `connect_error` with this message and `data.code`. */
function refusal(error: AppError): Error {
  return Object.assign(new Error(error.message), { data: { code: error.code } });
}

/**
 * The Socket.IO server's front door: who each socket is (settled in the handshake), and the rooms
 * a signed-in socket hears. Feature modules add their own event handlers in gateways of their own.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly socketAuth: SocketAuthenticator,
    private readonly maintenance: MaintenanceService,
    private readonly anonymous: AnonymousSessions,
  ) {}

  afterInit(server: TypedServer): void {
    this.realtime.attach(server);
    // A token that does not verify, or whose session was signed out, never connects (code
    // INVALID_ACCESS_TOKEN, final); a session that cannot be checked because the database is
    // down is refused with SERVICE_UNAVAILABLE, which the client retries.
    server.use((socket, next) => {
      this.identify(socket as TypedSocket).then(
        () => next(),
        (error: unknown) =>
          next(refusal(toAppError(error) ?? new AppError('INTERNAL', Messages.realtime.requestFailed))),
      );
    });
  }

  /**
   * Who the socket is: `auth.token` (an access token of a live session) makes it that user's;
   * `auth.anonymousToken` names an anonymous visitor's session (one this server signed); neither is
   * a visitor with none.
   * Only the session of an administrator signed in through /admin/login counts as an admin's
   * (a user session of the same person does not). While maintenance mode is on, every other new
   * connection is refused with the operator's message (code MAINTENANCE_MODE).
   */
  private async identify(socket: TypedSocket): Promise<void> {
    const auth = socket.handshake.auth as { anonymousToken?: unknown; token?: unknown };
    // A token this server did not sign refuses the handshake (ANONYMOUS_SESSION_INVALID, final).
    const anonHash = this.anonymous.hashOf(auth.anonymousToken);
    if (auth.token === undefined || auth.token === null || auth.token === '') {
      socket.data.owner = { userId: null, anonHash };
      await this.refuseDuringMaintenance(false);
      return;
    }
    const claims = this.socketAuth.claims(auth.token);
    const user = claims ? await this.socketAuth.current(claims) : null;
    if (!claims || !user) {
      throw new AppError('INVALID_ACCESS_TOKEN', Messages.auth.userNotAuthenticated);
    }
    const adminSession = user.role === 'admin' && user.sessionKind === 'admin';
    await this.refuseDuringMaintenance(adminSession);
    socket.data.owner = { userId: claims.sub, anonHash };
    socket.data.isAdmin = adminSession;
    socket.data.sessionId = claims.sid;
    socket.data.expiresAt = claims.exp === undefined ? undefined : claims.exp * 1000;
  }

  private async refuseDuringMaintenance(adminSession: boolean): Promise<void> {
    const refusal = await this.maintenance.refusal(adminSession);
    if (refusal) throw refusal;
  }

  /**
   * Every socket's events are metered and, while maintenance mode is on, refused but for an admin
   * session's (the socket is then ended); a signed-in socket hears its user's room (an admin
   * session's socket also the admins' room), joins its session's room so it ends with the session,
   * and ends when its access token expires: the browser reconnects with the token it refreshed
   * meanwhile, and a session that ended elsewhere is refused then.
   */
  async handleConnection(socket: TypedSocket): Promise<void> {
    guardEvents(socket);
    refuseDuringMaintenance(socket, this.maintenance);
    const userId = socket.data.owner?.userId;
    if (!userId) return;
    endAtExpiry(socket);
    await socket.join(Rooms.user(userId));
    if (socket.data.sessionId) await socket.join(Rooms.session(socket.data.sessionId));
    if (socket.data.isAdmin) await socket.join(Rooms.admins);
  }
}
