import { EventEmitter } from 'node:events';
import type { AckResult, GenerationSnapshot, GenerationStatus } from '@infragen/contracts';
import type { AppSocket } from '@/app/socket-middleware';

/** Stands in for socket.io-client: records emits, answers subscribes, lets a test play the server. */
export class FakeSocket extends EventEmitter {
  emitted: { event: string; payload: unknown }[] = [];
  auth: unknown;
  /** socket.io-client's: false once the server refused the handshake (no retry follows). */
  active = true;
  /** How many times `connect()` was called (a retry after a refused handshake calls it). */
  connects = 0;
  snapshot = (id: string): GenerationSnapshot => ({
    id,
    status: 'running',
    text: '',
    seq: 0,
    result: null,
    error: null,
    messages: [],
    diagnostics: null,
    repair: null,
  });
  /** The answer to a subscribe: the snapshot, unless a test plays a server that says otherwise. */
  subscribeAnswer = (id: string): AckResult<GenerationSnapshot> => ({ ok: true, data: this.snapshot(id) });
  cancelAnswer = (): AckResult<{ status: GenerationStatus }> => ({ ok: true, data: { status: 'cancelled' } });
  override emit(event: string, ...args: unknown[]): boolean {
    this.emitted.push({ event, payload: args[0] });
    const ack = args[1];
    const id = (args[0] as { id: string }).id;
    if (typeof ack === 'function') {
      if (event === 'generation:subscribe') ack(this.subscribeAnswer(id));
      if (event === 'generation:cancel') ack(this.cancelAnswer());
    }
    return true;
  }
  serverSends(event: string, payload: unknown): void {
    super.emit(event, payload);
  }
  /** The server turns the handshake away with this `data.code` (socket.io-client then stops retrying). */
  serverRefuses(message: string, code: string): void {
    this.active = false;
    super.emit('connect_error', Object.assign(new Error(message), { data: { code } }));
  }
  disconnect() {
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
