import { createAction } from '@reduxjs/toolkit';

/**
 * The operator panel's live connection (its own, with the admin session's token: only an admin
 * session's socket hears the admins' room). The admin pages dispatch these; the admin socket
 * middleware (app/admin-socket-middleware.ts) owns the connection.
 */
export const adminSocketActions = {
  connect: createAction<{ token: string }>('adminSocket/connect'),
  disconnect: createAction('adminSocket/disconnect'),
};
