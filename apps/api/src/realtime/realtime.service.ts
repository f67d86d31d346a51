import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@infragen/contracts';

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Every emit of the api goes through here, typed by the shared event map. The gateway hands over
 * the server once Socket.IO is up.
 */
@Injectable()
export class RealtimeService {
  private server: TypedServer | null = null;

  attach(server: TypedServer): void {
    this.server = server;
  }

  emitTo<E extends keyof ServerToClientEvents>(room: string, event: E, ...args: Parameters<ServerToClientEvents[E]>): void {
    this.server?.to(room).emit(event, ...args);
  }
}
