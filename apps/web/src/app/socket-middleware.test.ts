import { EventEmitter } from 'node:events';
import type { GenerationSnapshot } from '@infragen/contracts';
import { makeStore } from './store';
import { socketActions } from './socket-actions';
import type { AppSocket } from './socket-middleware';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';

/** Stands in for socket.io-client: records emits, lets the test play server events. */
class FakeSocket extends EventEmitter {
  emitted: { event: string; payload: unknown }[] = [];
  snapshot: GenerationSnapshot = { id, status: 'running', text: 'ab', seq: 2, result: null, error: null };
  override emit(event: string, ...args: unknown[]): boolean {
    this.emitted.push({ event, payload: args[0] });
    const ack = args[1];
    if (event === 'generation:subscribe' && typeof ack === 'function') ack({ ok: true, data: this.snapshot });
    return true;
  }
  serverSends(event: string, payload: unknown) {
    super.emit(event, payload);
  }
  disconnect() {
    return this;
  }
}

describe('socket middleware', () => {
  it('opens one connection and feeds server events into the store', () => {
    const sockets: FakeSocket[] = [];
    const store = makeStore((auth) => {
      const socket = new FakeSocket();
      sockets.push(socket);
      expect(auth).toEqual({ anonymousToken: 'tok' });
      return socket as unknown as AppSocket;
    });
    store.dispatch(socketActions.connect({ anonymousToken: 'tok' }));
    store.dispatch(socketActions.connect({ anonymousToken: 'tok' }));
    expect(sockets).toHaveLength(1);

    store.dispatch(socketActions.subscribe({ id }));
    expect(store.getState().generations[id]).toMatchObject({ text: 'ab', seq: 2 });
    sockets[0]!.serverSends('generation:delta', { id, seq: 3, text: 'c' });
    sockets[0]!.serverSends('generation:completed', { id, code: 'abc', language: 'hcl', files: [], usage: null });
    expect(store.getState().generations[id]).toMatchObject({ text: 'abc', status: 'completed' });

    store.dispatch(socketActions.cancel({ id }));
    expect(sockets[0]!.emitted.map((e) => e.event)).toEqual(['generation:subscribe', 'generation:cancel']);
  });

  it('subscribes again after a reconnect', () => {
    const socket = new FakeSocket();
    const store = makeStore(() => socket as unknown as AppSocket);
    store.dispatch(socketActions.connect());
    store.dispatch(socketActions.subscribe({ id }));
    socket.serverSends('connect', undefined);
    expect(socket.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(2);
  });
});
