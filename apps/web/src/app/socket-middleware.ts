import type { Middleware } from '@reduxjs/toolkit';
import { io, type Socket } from 'socket.io-client';
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
export type SocketFactory = (auth: SocketAuth) => AppSocket;

const defaultFactory: SocketFactory = (auth) => io({ path: '/socket.io', transports: ['websocket'], auth, autoConnect: true });

/**
 * Owns the one socket.io-client connection of the app. It is opened by `socket/connect`, every
 * server event is dispatched into the store, and subscriptions are renewed after a reconnect.
 * The factory is a parameter so tests drive it with a fake socket.
 */
export function createSocketMiddleware(factory: SocketFactory = defaultFactory): Middleware {
  let socket: AppSocket | null = null;
  let anonymousToken: string | undefined;
  const subscribed = new Set<string>();
  const handshake = (token: string | null | undefined): SocketAuth => (token ? { token, anonymousToken } : { anonymousToken });

  return (store) => (next) => (action) => {
    const subscribe = (id: string) => {
      socket?.emit('generation:subscribe', { id }, (answer) => {
        if (answer.ok) store.dispatch(generationsActions.snapshotReceived(answer.data));
        else store.dispatch(socketActions.subscribeFailed({ id, error: answer.error }));
      });
    };

    if (socketActions.connect.match(action) && !socket) {
      anonymousToken = action.payload?.anonymousToken;
      const { auth } = store.getState() as { auth?: { accessToken?: string | null } };
      socket = factory(handshake(auth?.accessToken));
      socket.on('connect', () => {
        store.dispatch(socketActions.connected());
        // A reconnect lands in a new server-side socket: join the rooms again and catch up.
        subscribed.forEach(subscribe);
      });
      socket.on('disconnect', (reason) => store.dispatch(socketActions.disconnected({ reason })));
      socket.on('generation:status', (e) => store.dispatch(generationsActions.statusChanged(e)));
      socket.on('generation:delta', (e) => store.dispatch(generationsActions.deltaReceived(e)));
      socket.on('generation:completed', (e) => store.dispatch(generationsActions.completed(e)));
      socket.on('generation:failed', (e) => store.dispatch(generationsActions.failed(e)));
      socket.on('generation:cancelled', (e) => store.dispatch(generationsActions.cancelled(e)));
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
      subscribed.clear();
    } else if (socketActions.subscribe.match(action)) {
      subscribed.add(action.payload.id);
      subscribe(action.payload.id);
    } else if (socketActions.cancel.match(action)) {
      socket?.emit('generation:cancel', { id: action.payload.id });
    }
    return next(action);
  };
}
