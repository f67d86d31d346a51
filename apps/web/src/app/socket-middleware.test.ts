import type { GenerationSnapshot } from '@infragen/contracts';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { generationsReducer } from '@/features/generations/generations-slice';
import { makeStore } from './store';
import { createSocketMiddleware } from './socket-middleware';
import { socketActions } from './socket-actions';
import type { AppSocket } from './socket-middleware';
import { FakeSocket } from './testing/fake-socket';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';

/** The shared fake socket, answering subscribes with two characters already streamed. */
function fakeSocket(): FakeSocket {
  const socket = new FakeSocket();
  socket.snapshot = (sid: string): GenerationSnapshot => ({ id: sid, status: 'running', text: 'ab', seq: 2, result: null, error: null });
  return socket;
}

describe('socket middleware', () => {
  it('reports a refused connection, and opens a fresh one for the next subscribe', () => {
    const sockets: FakeSocket[] = [];
    const seen: { type: string; payload?: unknown }[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      seen.push(action as { type: string });
      return next(action);
    };
    const store = configureStore({
      reducer: { generations: generationsReducer },
      middleware: (getDefault) =>
        getDefault().concat(
          createSocketMiddleware(() => {
            const socket = fakeSocket();
            sockets.push(socket);
            return socket as unknown as AppSocket;
          }),
          recorder,
        ),
    });
    store.dispatch(socketActions.subscribe({ id }));
    // A network error: socket.io retries by itself, nothing to report.
    sockets[0]!.serverSends('connect_error', new Error('xhr poll error'));
    expect(seen.filter((a) => a.type === socketActions.connectRefused.type)).toEqual([]);
    sockets[0]!.active = false;
    sockets[0]!.serverSends('connect_error', new Error('User not authenticated'));
    expect(seen.filter((a) => a.type === socketActions.connectRefused.type)).toEqual([socketActions.connectRefused({ reason: 'User not authenticated' })]);
    store.dispatch(socketActions.subscribe({ id }));
    expect(sockets).toHaveLength(2);
  });

  it('opens one connection and feeds server events into the store', () => {
    const sockets: FakeSocket[] = [];
    const store = makeStore((auth) => {
      const socket = fakeSocket();
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
    const socket = fakeSocket();
    const store = makeStore(() => socket as unknown as AppSocket);
    store.dispatch(socketActions.connect());
    store.dispatch(socketActions.subscribe({ id }));
    socket.serverSends('connect', undefined);
    expect(socket.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(2);
  });

  it('opens the connection with the first subscribe, with the signed-in token', () => {
    const opened: unknown[] = [];
    const socket = fakeSocket();
    const store = makeStore((auth) => {
      opened.push(auth);
      return socket as unknown as AppSocket;
    });
    store.dispatch(socketActions.subscribe({ id }));
    store.dispatch(socketActions.subscribe({ id }));
    expect(opened).toEqual([{ anonymousToken: undefined }]);
    expect(store.getState().generations[id]).toMatchObject({ text: 'ab' });
  });

  it('waits for a connection made later, then subscribes on connect and sends queued cancels', async () => {
    const socket = fakeSocket();
    let deliver: (s: AppSocket) => void = () => undefined;
    const store = makeStore(() => new Promise<AppSocket>((resolve) => (deliver = resolve)));
    store.dispatch(socketActions.subscribe({ id }));
    store.dispatch(socketActions.cancel({ id }));
    expect(socket.emitted).toEqual([]);
    deliver(socket as unknown as AppSocket);
    await Promise.resolve();
    expect(socket.emitted.map((e) => e.event)).toEqual(['generation:cancel']);
    socket.serverSends('connect', undefined);
    expect(socket.emitted.map((e) => e.event)).toEqual(['generation:cancel', 'generation:subscribe']);
    expect(store.getState().generations[id]).toMatchObject({ text: 'ab' });
  });
});
