import { createAction } from '@reduxjs/toolkit';

/**
 * What the socket middleware (app/socket-middleware.ts) acts on and reports with: components
 * dispatch these and never touch the socket. Kept apart from it so the layers below app/ can use them.
 */
export const socketActions = {
  connect: createAction('socket/connect'),
  disconnect: createAction('socket/disconnect'),
  subscribe: createAction<{ id: string }>('socket/subscribe'),
  cancel: createAction<{ id: string }>('socket/cancel'),
  connected: createAction('socket/connected'),
  disconnected: createAction<{ reason: string }>('socket/disconnected'),
  subscribeFailed: createAction<{ id: string; error: string }>('socket/subscribeFailed'),
  /** The server refused the connection for good (its handshake check failed); no retry follows. */
  connectRefused: createAction<{ reason: string }>('socket/connectRefused'),
};
