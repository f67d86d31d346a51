import { Messages, type AckResult } from '@infragen/contracts';
import type { MaintenanceService } from '../maintenance';
import { SocketEventBudget } from './socket-rate-limit';
import type { TypedSocket } from './typed-socket';

/** Whether the socket's access token has expired: its signed-in identity is over. */
const expired = (socket: TypedSocket) => socket.data.expiresAt !== undefined && Date.now() >= socket.data.expiresAt;

/**
 * Runs before every event a socket sends: a socket whose access token has expired is ended (a
 * late timer must not leave a window), and one over its event budget is answered RATE_LIMITED
 * (the event is dropped), then ended if it keeps on.
 */
export function guardEvents(socket: TypedSocket): void {
  const budget = new SocketEventBudget();
  socket.use((packet, next) => {
    if (expired(socket)) {
      socket.disconnect(true);
      return;
    }
    const verdict = budget.take();
    if (verdict === 'ok') {
      next();
      return;
    }
    if (verdict === 'disconnect') {
      socket.disconnect(true);
      return;
    }
    const ack = packet.at(-1);
    if (typeof ack === 'function') {
      const refused: AckResult<never> = { ok: false, error: Messages.http.tooManyRequests(1), code: 'RATE_LIMITED' };
      (ack as (answer: AckResult<never>) => void)(refused);
    }
  });
}

/** Ends a signed-in socket when its access token expires. */
export function endAtExpiry(socket: TypedSocket): void {
  const expiresAt = socket.data.expiresAt;
  if (expiresAt === undefined) return;
  const timer = setTimeout(() => socket.disconnect(true), Math.max(0, expiresAt - Date.now()));
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * While maintenance mode is on, an event of any socket but an admin session's is answered
 * MAINTENANCE_MODE with the operator's message (the event is dropped) and the socket is ended, so
 * a connection opened before maintenance began (or on another api instance than the one that
 * turned it on) cannot go on working through it. The settings are read from the reused copy.
 */
export function refuseDuringMaintenance(socket: TypedSocket, maintenance: MaintenanceService): void {
  socket.use((packet, next) => {
    maintenance.refusal(socket.data.isAdmin === true).then(
      (refusal) => {
        if (!refusal) {
          next();
          return;
        }
        const ack = packet.at(-1);
        if (typeof ack === 'function') {
          const refused: AckResult<never> = { ok: false, error: refusal.message, code: refusal.code };
          (ack as (answer: AckResult<never>) => void)(refused);
        }
        socket.disconnect(true);
      },
      // Settings that cannot be read (the database is away) do not stop live work.
      () => next(),
    );
  });
}
