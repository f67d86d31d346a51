import type { Middleware } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@infragen/contracts';
import { generationsActions } from '@/features/generations/generations-slice';
import { socketActions } from './socket-actions';
import { authActions } from '@/features/auth/auth-slice';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** Handshake credentials: the access token when signed in, else the anonymous session's token. */
export interface SocketAuth {
  anonymousToken?: string;
  token?: string;
}
/** Makes the connection; it may arrive later (the default loads socket.io-client on first use). */
export type SocketFactory = (auth: SocketAuth) => AppSocket | Promise<AppSocket>;

// socket.io-client is loaded with the first connection, so pages that never follow a generation
// (the public site) do not download it (scripts/check-bundle-size.mjs keeps them within budget).
const defaultFactory: SocketFactory = async (auth) => {
  const { io } = await import('socket.io-client');
  return io({ path: '/socket.io', transports: ['websocket'], auth, autoConnect: true });
};

/**
 * Owns the one socket.io-client connection of the app. It is opened by `socket/connect` (or by the
 * first subscribe or cancel), every server event is dispatched into the store, and subscriptions
 * are renewed after a reconnect. The factory is a parameter so tests drive it with a fake socket.
 */
export function createSocketMiddleware(factory: SocketFactory = defaultFactory): Middleware {
  let socket: AppSocket | null = null;
  /** Counts openings and closings, so a connection that arrives after a disconnect is dropped. */
  let opening: number | null = null;
  let openings = 0;
  let anonymousToken: string | undefined;
  const subscribed = new Set<string>();
  /** Cancels asked for while the connection was still being made. */
  const queuedCancels = new Set<string>();
  const handshake = (token: string | null | undefined): SocketAuth => (token ? { token, anonymousToken } : { anonymousToken });

  return (store) => (next) => (action) => {
    const subscribe = (id: string) => {
      socket?.emit('generation:subscribe', { id }, (answer) => {
        if (answer.ok) store.dispatch(generationsActions.snapshotReceived(answer.data));
        else store.dispatch(socketActions.subscribeFailed({ id, error: answer.error }));
      });
    };

    const attach = (opened: AppSocket) => {
      socket = opened;
      opened.on('connect', () => {
        store.dispatch(socketActions.connected());
        // A (re)connect lands in a new server-side socket: join the rooms again and catch up.
        subscribed.forEach(subscribe);
      });
      opened.on('disconnect', (reason) => store.dispatch(socketActions.disconnected({ reason })));
      opened.on('connect_error', (error) => {
        // A network error is retried by socket.io itself (the socket stays active); a refusal by
        // the server's handshake check (a signed-out session) is final: say so rather than leave
        // a generation waiting, and let the next subscribe open a fresh connection.
        if (opened.active) return;
        if (socket === opened) socket = null;
        subscribed.clear();
        store.dispatch(socketActions.connectRefused({ reason: error.message }));
      });
      opened.on('generation:status', (e) => store.dispatch(generationsActions.statusChanged(e)));
      opened.on('generation:delta', (e) => store.dispatch(generationsActions.deltaReceived(e)));
      opened.on('generation:completed', (e) => store.dispatch(generationsActions.completed(e)));
      opened.on('generation:failed', (e) => store.dispatch(generationsActions.failed(e)));
      opened.on('generation:cancelled', (e) => store.dispatch(generationsActions.cancelled(e)));
      queuedCancels.forEach((id) => opened.emit('generation:cancel', { id }));
      queuedCancels.clear();
    };

    const open = () => {
      if (socket || opening !== null) return;
      const { auth } = store.getState() as { auth?: { accessToken?: string | null } };
      const made = factory(handshake(auth?.accessToken));
      if (!(made instanceof Promise)) {
        attach(made);
        return;
      }
      const ticket = (opening = ++openings);
      void made.then(
        (opened) => {
          if (opening !== ticket) {
            opened.disconnect();
            return;
          }
          opening = null;
          attach(opened);
        },
        (error: unknown) => {
          opening = null;
          console.error('The live connection could not be opened', error);
        },
      );
    };

    if (socketActions.connect.match(action)) {
      anonymousToken = action.payload?.anonymousToken ?? anonymousToken;
      open();
    } else if (socket && (authActions.sessionStarted.match(action) || authActions.sessionEnded.match(action))) {
      // Signed in or out: the server must see the new identity, so reconnect with it (the
      // connect handler re-joins the generations followed so far, where still allowed).
      socket.auth = handshake(authActions.sessionStarted.match(action) ? action.payload.session.accessToken : null);
      if (authActions.sessionEnded.match(action)) subscribed.clear();
      socket.disconnect().connect();
    } else if (socket && authActions.tokenRefreshed.match(action)) {
      // Same user: the live connection stays; a later reconnect presents the fresh token.
      socket.auth = handshake(action.payload.session.accessToken);
    } else if (socketActions.disconnect.match(action)) {
      socket?.disconnect();
      socket = null;
      opening = null;
      subscribed.clear();
      queuedCancels.clear();
    } else if (socketActions.subscribe.match(action)) {
      subscribed.add(action.payload.id);
      open();
      // Without a connection yet, the connect handler subscribes once it has one.
      subscribe(action.payload.id);
    } else if (socketActions.cancel.match(action)) {
      open();
      if (socket) socket.emit('generation:cancel', { id: action.payload.id });
      else queuedCancels.add(action.payload.id);
    }
    return next(action);
  };
}
