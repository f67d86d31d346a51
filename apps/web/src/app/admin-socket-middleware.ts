import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import { adminSocketActions } from '@/lib/admin-socket-actions';
import type { AdminConnection } from './admin-socket-connection';

export type AdminConnectionFactory = (store: MiddlewareAPI) => Promise<AdminConnection>;

const defaultFactory: AdminConnectionFactory = async (store) =>
  (await import('./admin-socket-connection')).createAdminConnection(store);

/**
 * Owns the operator panel's socket, opened by `adminSocket/connect` with the admin session's
 * token and closed by `adminSocket/disconnect`. Its code (and socket.io-client) load on the first
 * connect, so the public site and /app carry only this much of it.
 */
export function createAdminSocketMiddleware(factory: AdminConnectionFactory = defaultFactory): Middleware {
  let connection: Promise<AdminConnection> | null = null;
  return (store) => (next) => (action) => {
    if (adminSocketActions.connect.match(action)) {
      const { token } = action.payload;
      connection ??= factory(store);
      void connection.then((c) => c.connect(token));
    } else if (adminSocketActions.disconnect.match(action)) {
      void connection?.then((c) => c.disconnect());
    }
    return next(action);
  };
}
