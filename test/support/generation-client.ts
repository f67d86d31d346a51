import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@infragen/contracts';
import type { Stack } from './stack';
import { waitFor } from './free-port';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface Recorded {
  event: string;
  payload: { id?: string; seq?: number; text?: string; status?: string; message?: string; [k: string]: unknown };
}

/** A browser-side Socket.IO connection, as the web app opens it. */
export function connect(baseUrl: string, auth: { anonymousToken?: string; token?: string } = {}): Promise<Client> {
  const socket: Client = io(baseUrl, { transports: ['websocket'], auth, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export function record(socket: Client): Recorded[] {
  const events: Recorded[] = [];
  socket.onAny((event: string, payload: Recorded['payload']) => events.push({ event, payload }));
  return events;
}

export interface Caller {
  anonymousToken?: string;
  accessToken?: string;
  /** Client address, through X-Forwarded-For (the api trusts loopback proxies). */
  ip?: string;
}

function headersFor(caller: Caller): Record<string, string> {
  return {
    ...(caller.anonymousToken ? { 'x-anonymous-session': caller.anonymousToken } : {}),
    ...(caller.accessToken ? { authorization: `Bearer ${caller.accessToken}` } : {}),
    ...(caller.ip ? { 'x-forwarded-for': caller.ip } : {}),
  };
}

export async function createGeneration(stack: Stack, body: object, caller: Caller = {}) {
  const response = await fetch(`${stack.baseUrl}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersFor(caller) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as {
      id: string;
      conversationId: string;
      anonymousToken?: string;
      message?: string;
      retryAfterSeconds?: number;
    },
  };
}

export async function getJson<T = Record<string, unknown>>(
  stack: Stack,
  path: string,
  caller: Caller = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.baseUrl}${path}`, { headers: headersFor(caller) });
  return { status: response.status, body: (await response.json()) as T };
}

export function waitForEvent(events: Recorded[], event: string, id: string, timeoutMs?: number): Promise<Recorded> {
  return waitFor(
    async () => events.find((e) => e.event === event && e.payload.id === id),
    `${event} for ${id}`,
    timeoutMs,
  );
}

/**
 * The text as a browser assembles it: the snapshot of the subscribe answer, then the deltas that
 * came after it. A delta can arrive that the snapshot already holds (it was stored just before the
 * snapshot was read, and emitted just after the socket joined): clients skip seq <= snapshot.seq.
 * Returns the text and the sequence numbers used, which must run on without gaps.
 */
export function assemble(
  snapshot: { text: string; seq: number },
  deltas: Recorded['payload'][],
): { text: string; seqs: number[] } {
  const fresh = deltas.filter((d) => (d.seq ?? 0) > snapshot.seq);
  return { text: snapshot.text + fresh.map((d) => d.text).join(''), seqs: fresh.map((d) => d.seq as number) };
}
