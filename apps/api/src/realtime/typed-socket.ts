import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@infragen/contracts';
import type { RequestOwner } from '../auth';

/** What the handshake settled about a socket: whose it is, and for a signed-in one its session. */
interface SocketIdentity {
  owner: RequestOwner;
  isAdmin?: boolean;
  /** The session the access token belongs to: the socket ends when it does. */
  sessionId?: string;
  /** When the access token expires (ms since the epoch): the socket's identity ends with it. */
  expiresAt?: number;
}

export type TypedServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type TypedSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketIdentity>;
