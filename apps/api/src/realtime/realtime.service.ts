import { Injectable } from '@nestjs/common';
import { Rooms, type ServerToClientEvents } from '@infragen/contracts';
import { SessionEndings } from '../auth';
import { SettingsService } from '../settings';
import type { TypedServer } from './typed-socket';

/**
 * Every emit of the api goes through here, typed by the shared event map. The gateway hands over
 * the server once Socket.IO is up.
 */
@Injectable()
export class RealtimeService {
  private server: TypedServer | null = null;

  constructor(
    private readonly endings: SessionEndings,
    private readonly settings: SettingsService,
  ) {}

  attach(server: TypedServer): void {
    this.server = server;
    // A session that ends (signed out, revoked) ends its live connections on every api instance.
    this.endings.onEnded((sessionId) => server.in(Rooms.session(sessionId)).disconnectSockets(true));
    // Maintenance starting ends every live connection but an admin session's, on every api
    // instance: the browser's reconnection is then refused with MAINTENANCE_MODE, as a new
    // connection is. (A change stored by another instance is caught by the event guard.)
    this.settings.onChanged((key, settings) => {
      if (key === 'maintenance_mode' && settings.maintenance_mode) server.except(Rooms.admins).disconnectSockets(true);
    });
  }

  emitTo<E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void {
    this.server?.to(room).emit(event, ...args);
  }

  /**
   * Ends every live connection of a user, on every api instance (through the Redis adapter): a
   * disabled account's pages stop hearing anything at once, and a user whose role changed
   * reconnects with what it may hear now.
   */
  disconnectUser(userId: string): void {
    this.server?.in(Rooms.user(userId)).disconnectSockets(true);
  }
}
