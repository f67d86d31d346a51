import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@infragen/contracts';
import { call } from './auth-helpers';

/** Helpers of the operator panel's tests: an administrator's session, and sockets that record what they hear. */
export const OPERATOR = { email: 'operator@example.com', password: 'operator panel passphrase' };

export async function adminToken(baseUrl: string, who = OPERATOR): Promise<string> {
  const login = await call(baseUrl, 'POST', '/api/admin/auth/login', { body: who });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.session.access_token as string;
}

type Heard = { event: string; payload: { id?: string; title?: string; is_resolved?: boolean; [key: string]: unknown } };

export interface ListeningSocket {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  heard: Heard[];
}

/** Connects as the web app does; resolves once connected, or rejects with the refusal (its `data.code`). */
export function listen(
  baseUrl: string,
  auth: { token?: string; anonymousToken?: string } = {},
): Promise<ListeningSocket> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(baseUrl, {
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  const heard: Heard[] = [];
  socket.onAny((event: string, payload: Heard['payload']) => heard.push({ event, payload }));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, heard }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The refusal code of a handshake, or null when it connected. */
export async function refusalCode(baseUrl: string, auth: { token?: string } = {}): Promise<string | null> {
  try {
    const { socket } = await listen(baseUrl, auth);
    socket.close();
    return null;
  } catch (error) {
    return (error as Error & { data?: { code?: string } }).data?.code ?? (error as Error).message;
  }
}
