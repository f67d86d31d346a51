import type { GenerationSnapshot } from '@infragen/contracts';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { generationsReducer } from '@/entities/generation/generations-slice';
import { makeStore } from './store';
import { createSocketMiddleware } from './socket-middleware';
import { socketActions } from '@/lib/socket-actions';
import { forgetAnonymousSession, rememberAnonymousToken } from '@/lib/anonymous-session';
import type { AppSocket } from './socket-middleware';
import { FakeSocket } from './testing/fake-socket';

const id = '0b6e4f0c-3c33-4b7f-9a57-2f7a0f3c8f11';

/** The shared fake socket, answering subscribes with two characters already streamed. */
function fakeSocket(): FakeSocket {
  const socket = new FakeSocket();
  socket.snapshot = (sid: string): GenerationSnapshot => ({
    id: sid,
    status: 'running',
    text: 'ab',
    seq: 2,
    result: null,
    diagnostics: null,
    repair: null,
    error: null,
    messages: [],
  });
  return socket;
}

/**
 * A store with the middleware over fake sockets (one per connection made, `playing` the server as
 * a test needs), recording every action.
 */
function recordingStore(playing: (socket: FakeSocket) => void = () => undefined) {
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
          playing(socket);
          sockets.push(socket);
          return socket.asSocket();
        }),
        recorder,
      ),
  });
  const of = (type: string) => seen.filter((a) => a.type === type);
  return { store, sockets, of };
}

const unavailable = {
  ok: false as const,
  error: 'The service is temporarily unavailable.',
  code: 'SERVICE_UNAVAILABLE' as const,
};

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
    expect(seen.filter((a) => a.type === socketActions.connectRefused.type)).toEqual([
      socketActions.connectRefused({ reason: 'User not authenticated' }),
    ]);
    store.dispatch(socketActions.subscribe({ id }));
    expect(sockets).toHaveLength(2);
  });

  it('forgets a visitor token the server refuses as not its own, and opens the next connection without it', () => {
    const auths: unknown[] = [];
    const sockets: FakeSocket[] = [];
    const store = makeStore((auth) => {
      auths.push(auth);
      const socket = fakeSocket();
      sockets.push(socket);
      return socket as unknown as AppSocket;
    });
    rememberAnonymousToken('A'.repeat(43));
    store.dispatch(socketActions.subscribe({ id }));
    sockets[0]!.active = false;
    sockets[0]!.serverSends(
      'connect_error',
      Object.assign(new Error('not issued here'), { data: { code: 'ANONYMOUS_SESSION_INVALID' } }),
    );
    store.dispatch(socketActions.subscribe({ id }));
    expect(auths).toEqual([{ anonymousToken: 'A'.repeat(43) }, { anonymousToken: undefined }]);
  });

  it('opens one connection and feeds server events into the store', () => {
    const sockets: FakeSocket[] = [];
    const store = makeStore((auth) => {
      const socket = fakeSocket();
      sockets.push(socket);
      expect(auth).toEqual({ anonymousToken: 'tok' });
      return socket as unknown as AppSocket;
    });
    rememberAnonymousToken('tok');
    store.dispatch(socketActions.connect());
    store.dispatch(socketActions.connect());
    forgetAnonymousSession();
    expect(sockets).toHaveLength(1);

    store.dispatch(socketActions.subscribe({ id }));
    expect(store.getState().generations[id]).toMatchObject({ text: 'ab', seq: 2 });
    sockets[0]!.serverSends('generation:delta', { id, seq: 3, text: 'c' });
    sockets[0]!.serverSends('generation:completed', {
      id,
      code: 'abc',
      language: 'hcl',
      files: [],
      usage: null,
      messages: [],
    });
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

  describe('while the server is degraded (SERVICE_UNAVAILABLE)', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      // The waits' random spread at its top, so each wait is its whole ceiling.
      jest.spyOn(Math, 'random').mockReturnValue(1);
    });
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('tries a turned-away handshake again, waiting longer each time up to 30 s, and keeps the subscriptions', () => {
      const { store, sockets, of } = recordingStore();
      store.dispatch(socketActions.subscribe({ id }));
      const socket = sockets[0]!;
      const waits: number[] = [];
      for (let refusal = 0; refusal < 7; refusal += 1) {
        socket.serverRefuses('The service is temporarily unavailable.', 'SERVICE_UNAVAILABLE');
        const before = socket.connects;
        let waited = 0;
        while (socket.connects === before && waited < 60_000) {
          jest.advanceTimersByTime(500);
          waited += 500;
        }
        waits.push(waited);
      }
      expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
      expect(of(socketActions.connectRefused.type)).toEqual([]);
      expect(sockets).toHaveLength(1);

      // Let in at last: the generation followed all along is subscribed again.
      socket.serverSends('connect', undefined);
      expect(socket.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(2);
      expect(store.getState().generations[id]).toMatchObject({ text: 'ab' });
      // A later refusal starts again from the shortest wait.
      socket.serverRefuses('The service is temporarily unavailable.', 'SERVICE_UNAVAILABLE');
      jest.advanceTimersByTime(1000);
      expect(socket.connects).toBe(8);
    });

    it('reconnects with the token held now when the server ends the connection, and follows again', () => {
      const { store, sockets } = recordingStore();
      store.dispatch(socketActions.subscribe({ id }));
      const socket = sockets[0]!;
      socket.serverSends('connect', undefined);
      // The access token the socket was opened with has expired: the server ends it.
      socket.serverSends('disconnect', 'io server disconnect');
      jest.advanceTimersByTime(1000);
      expect(socket.connects).toBe(1);
      const before = socket.emitted.filter((e) => e.event === 'generation:subscribe').length;
      socket.serverSends('connect', undefined);
      expect(socket.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(before + 1);
      // A connection lost on the client's side is socket.io's own to retry.
      socket.serverSends('disconnect', 'transport close');
      jest.advanceTimersByTime(60_000);
      expect(socket.connects).toBe(1);
    });

    it('still takes any other refusal as final, and stops retrying on disconnect', () => {
      const { store, sockets, of } = recordingStore();
      store.dispatch(socketActions.subscribe({ id }));
      sockets[0]!.serverRefuses('The service is temporarily unavailable.', 'SERVICE_UNAVAILABLE');
      store.dispatch(socketActions.disconnect());
      jest.advanceTimersByTime(60_000);
      expect(sockets[0]!.connects).toBe(0);

      store.dispatch(socketActions.subscribe({ id }));
      sockets[1]!.serverRefuses('User not authenticated', 'INVALID_ACCESS_TOKEN');
      jest.advanceTimersByTime(60_000);
      expect(sockets[1]!.connects).toBe(0);
      expect(of(socketActions.connectRefused.type)).toEqual([
        socketActions.connectRefused({ reason: 'User not authenticated' }),
      ]);
    });

    it('asks again for a subscription the server could not answer, then follows the generation', () => {
      let answers = 0;
      const { store, sockets, of } = recordingStore((socket) => {
        socket.subscribeAnswer = (sid) => (++answers <= 2 ? unavailable : { ok: true, data: socket.snapshot(sid) });
      });
      const subscribes = () => sockets[0]!.emitted.filter((e) => e.event === 'generation:subscribe');
      store.dispatch(socketActions.subscribe({ id }));
      expect(subscribes()).toHaveLength(1);
      jest.advanceTimersByTime(500);
      expect(subscribes()).toHaveLength(2);
      jest.advanceTimersByTime(1000);
      expect(subscribes()).toHaveLength(3);
      expect(store.getState().generations[id]).toMatchObject({ text: 'ab', seq: 2 });
      expect(of(socketActions.subscribeFailed.type)).toEqual([]);
    });

    it('gives a subscription up with the server message after four more tries', () => {
      const { store, sockets, of } = recordingStore((socket) => {
        socket.subscribeAnswer = () => unavailable;
      });
      store.dispatch(socketActions.subscribe({ id }));
      jest.advanceTimersByTime(60_000);
      expect(sockets[0]!.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(5);
      expect(of(socketActions.subscribeFailed.type)).toEqual([
        socketActions.subscribeFailed({ id, error: unavailable.error }),
      ]);
    });

    it('stops asking for a subscription once it is no longer followed', () => {
      const { store, sockets, of } = recordingStore((socket) => {
        socket.subscribeAnswer = () => unavailable;
      });
      store.dispatch(socketActions.subscribe({ id }));
      store.dispatch(socketActions.disconnect());
      jest.advanceTimersByTime(60_000);
      expect(sockets[0]!.emitted.filter((e) => e.event === 'generation:subscribe')).toHaveLength(1);
      expect(of(socketActions.subscribeFailed.type)).toEqual([]);
    });

    it('asks again for a stop the server could not take', () => {
      let answers = 0;
      const { store, sockets } = recordingStore((socket) => {
        socket.cancelAnswer = () => (++answers <= 1 ? unavailable : { ok: true, data: { status: 'cancelled' } });
      });
      store.dispatch(socketActions.cancel({ id }));
      jest.advanceTimersByTime(60_000);
      expect(sockets[0]!.emitted.filter((e) => e.event === 'generation:cancel')).toHaveLength(2);
    });
  });
});
