import type { Middleware } from '@reduxjs/toolkit';
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ErrorCode, ServerToClientEvents } from '@infragen/contracts';
import { generationsActions } from '@/entities/generation/generations-slice';
import { backoffDelay } from '@/lib/backoff';
import { socketActions } from '@/lib/socket-actions';
import { forgetAnonymousSession, readAnonymousToken } from '@/lib/anonymous-session';
import { authActions } from '@/entities/session/auth-slice';
import { githubEvents } from '@/entities/github-connection/github-push-slice';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** Handshake credentials: the access token when signed in, else the anonymous session's token. */
interface SocketAuth {
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

/** The server is degraded for a while (its database did not answer): asking again later may work. */
const RETRYABLE: ErrorCode = 'SERVICE_UNAVAILABLE';
/** A handshake turned away as RETRYABLE is tried again for as long as it takes, at most 30 s apart. */
const CONNECT_RETRY = { baseMs: 1000, capMs: 30_000 };
/**
 * A subscribe or a cancel answered RETRYABLE is asked again this many times (waits of up to 0.5,
 * 1, 2 and 4 s), after which the server's answer stands: a generation is then given up with its
 * message rather than left waiting.
 */
const REQUEST_RETRY = { attempts: 4, baseMs: 500, capMs: 4000 };

/** The stable code a handshake refusal carries (`connect_error`'s `data.code`), if any. */
const refusalCode = (error: Error): unknown => (error as Error & { data?: { code?: unknown } }).data?.code;

/**
 * Owns the one socket.io-client connection of the app. It is opened by `socket/connect` (or by the
 * first subscribe or cancel), every server event is dispatched into the store, and subscriptions
 * are renewed after a reconnect. While the server is degraded (SERVICE_UNAVAILABLE) it is asked
 * again after a growing wait rather than taken at its word. The factory is a parameter so tests
 * drive it with a fake socket.
 */
export function createSocketMiddleware(factory: SocketFactory = defaultFactory): Middleware {
  let socket: AppSocket | null = null;
  /** Counts openings and closings, so a connection that arrives after a disconnect is dropped. */
  let opening: number | null = null;
  let openings = 0;
  const subscribed = new Set<string>();
  /** Cancels asked for while the connection was still being made. */
  const queuedCancels = new Set<string>();
  // The anonymous session's token, as the visitor's browser keeps it (lib/anonymous-session.ts).
  const handshake = (token: string | null | undefined): SocketAuth => {
    const anonymousToken = readAnonymousToken() ?? undefined;
    return token ? { token, anonymousToken } : { anonymousToken };
  };
  /** Handshakes turned away as RETRYABLE since the last connect, and the wait before the next. */
  let connectRetries = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Subscribes and cancels waiting to be asked again. */
  const requestTimers = new Set<ReturnType<typeof setTimeout>>();
  const later = (run: () => void, attempt: number) => {
    const timer = setTimeout(
      () => {
        requestTimers.delete(timer);
        run();
      },
      backoffDelay(attempt, REQUEST_RETRY.baseMs, REQUEST_RETRY.capMs),
    );
    requestTimers.add(timer);
  };
  const stopRetrying = () => {
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    requestTimers.forEach(clearTimeout);
    requestTimers.clear();
  };

  return (store) => (next) => (action) => {
    const subscribe = (id: string, attempt = 0) => {
      socket?.emit('generation:subscribe', { id }, (answer) => {
        if (answer.ok) store.dispatch(generationsActions.snapshotReceived(answer.data));
        else if (answer.code === RETRYABLE && attempt < REQUEST_RETRY.attempts)
          later(() => {
            // Unless the generation stopped being followed meanwhile (signed out, page left).
            if (subscribed.has(id)) subscribe(id, attempt + 1);
          }, attempt);
        else store.dispatch(socketActions.subscribeFailed({ id, error: answer.error }));
      });
    };

    const cancel = (id: string, attempt = 0) => {
      socket?.emit('generation:cancel', { id }, (answer) => {
        // A stop the degraded server could not take is asked again; any other answer stands (the
        // `cancelled` event, or the generation's own end, reports the outcome).
        if (!answer.ok && answer.code === RETRYABLE && attempt < REQUEST_RETRY.attempts)
          later(() => cancel(id, attempt + 1), attempt);
      });
    };

    const attach = (opened: AppSocket) => {
      socket = opened;
      opened.on('connect', () => {
        connectRetries = 0;
        store.dispatch(socketActions.connected());
        // A (re)connect lands in a new server-side socket: join the rooms again and catch up.
        subscribed.forEach((id) => subscribe(id));
      });
      opened.on('disconnect', (reason) => {
        store.dispatch(socketActions.disconnected({ reason }));
        // The server ended the connection: the access token it was opened with expired, the
        // session ended elsewhere, or the account's role changed. socket.io does not come back by
        // itself after that, so reconnect with the credentials held now (the token refreshed
        // meanwhile); a session that has ended is refused then, which is final.
        if (reason !== 'io server disconnect' || socket !== opened) return;
        clearTimeout(reconnectTimer);
        reconnectTimer = setTimeout(
          () => {
            reconnectTimer = undefined;
            if (socket === opened) opened.connect();
          },
          backoffDelay(connectRetries++, CONNECT_RETRY.baseMs, CONNECT_RETRY.capMs),
        );
      });
      opened.on('connect_error', (error) => {
        // A network error is retried by socket.io itself (the socket stays active).
        if (opened.active) return;
        if (refusalCode(error) === RETRYABLE) {
          // Turned away because the server could not check the session (its database is down),
          // which says nothing against the session: try again later, as socket.io does not after
          // a refusal, keeping the generations followed (the connect handler subscribes them).
          clearTimeout(reconnectTimer);
          reconnectTimer = setTimeout(
            () => {
              reconnectTimer = undefined;
              if (socket === opened) opened.connect();
            },
            backoffDelay(connectRetries++, CONNECT_RETRY.baseMs, CONNECT_RETRY.capMs),
          );
          return;
        }
        // Any other refusal by the server's handshake check (a signed-out session) is final: say
        // so rather than leave a generation waiting, and let the next subscribe open a fresh
        // connection.
        if (socket === opened) socket = null;
        subscribed.clear();
        // A visitor token this server did not sign (kept from before tokens were signed, or from
        // a server with another key) is forgotten, so the next connection goes without it.
        if (refusalCode(error) === 'ANONYMOUS_SESSION_INVALID') forgetAnonymousSession();
        store.dispatch(socketActions.connectRefused({ reason: error.message }));
      });
      opened.on('generation:status', (e) => store.dispatch(generationsActions.statusChanged(e)));
      opened.on('generation:delta', (e) => store.dispatch(generationsActions.deltaReceived(e)));
      opened.on('generation:completed', (e) => store.dispatch(generationsActions.completed(e)));
      opened.on('generation:failed', (e) => store.dispatch(generationsActions.failed(e)));
      opened.on('generation:cancelled', (e) => store.dispatch(generationsActions.cancelled(e)));
      opened.on('generation:repair', (e) => store.dispatch(generationsActions.repairStarted(e)));
      // GitHub, to the user's room: a push's progress and end, and changes of the connection.
      opened.on('github:push-progress', (e) => store.dispatch(githubEvents.pushProgress(e)));
      opened.on('github:push-completed', (e) => store.dispatch(githubEvents.pushCompleted(e)));
      opened.on('github:push-failed', (e) => store.dispatch(githubEvents.pushFailed(e)));
      opened.on('github:connection-changed', (e) => store.dispatch(githubEvents.connectionChanged(e)));
      queuedCancels.forEach((id) => cancel(id));
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
      open();
    } else if (socket && (authActions.sessionStarted.match(action) || authActions.sessionEnded.match(action))) {
      // Signed in or out: the server must see the new identity, so reconnect with it (the
      // connect handler re-joins the generations followed so far, where still allowed).
      socket.auth = handshake(authActions.sessionStarted.match(action) ? action.payload.session.accessToken : null);
      if (authActions.sessionEnded.match(action)) subscribed.clear();
      // The new identity is tried at once: a retry scheduled for the old one is moot.
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      socket.disconnect().connect();
    } else if (socket && authActions.tokenRefreshed.match(action)) {
      // Same user: the live connection stays; a later reconnect presents the fresh token.
      socket.auth = handshake(action.payload.session.accessToken);
    } else if (socketActions.disconnect.match(action)) {
      stopRetrying();
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
      if (socket) cancel(action.payload.id);
      else queuedCancels.add(action.payload.id);
    }
    return next(action);
  };
}
