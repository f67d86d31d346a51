import { EventEmitter } from 'node:events';
import type { GenerationSnapshot } from '@infragen/contracts';
import type { AppSocket } from '@/app/socket-middleware';

/** Stands in for socket.io-client: records emits, answers subscribes, lets a test play the server. */
export class FakeSocket extends EventEmitter {
  emitted: { event: string; payload: unknown }[] = [];
  auth: unknown;
  /** socket.io-client's: false once the server refused the handshake (no retry follows). */
  active = true;
  snapshot = (id: string): GenerationSnapshot => ({ id, status: 'running', text: '', seq: 0, result: null, error: null });
  override emit(event: string, ...args: unknown[]): boolean {
    this.emitted.push({ event, payload: args[0] });
    const ack = args[1];
    if (event === 'generation:subscribe' && typeof ack === 'function') ack({ ok: true, data: this.snapshot((args[0] as { id: string }).id) });
    return true;
  }
  serverSends(event: string, payload: unknown): void {
    super.emit(event, payload);
  }
  disconnect() {
    return this;
  }
  connect() {
    return this;
  }
  asSocket(): AppSocket {
    return this as unknown as AppSocket;
  }
}
