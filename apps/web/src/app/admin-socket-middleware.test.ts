import { configureStore } from '@reduxjs/toolkit';
import { adminSocketActions } from '@/lib/admin-socket-actions';
import type { AdminConnection } from './admin-socket-connection';
import { createAdminSocketMiddleware } from './admin-socket-middleware';

describe('admin socket middleware', () => {
  it('loads the connection on the first connect only, hands it each token, and closes it on disconnect', async () => {
    const calls: string[] = [];
    let made = 0;
    const connection: AdminConnection = {
      connect: (token) => calls.push(`connect ${token}`),
      disconnect: () => calls.push('disconnect'),
    };
    const store = configureStore({
      reducer: () => ({}),
      middleware: (getDefault) =>
        getDefault().concat(
          createAdminSocketMiddleware(async () => {
            made += 1;
            return connection;
          }),
        ),
    });
    store.dispatch({ type: 'something/else' });
    expect(made).toBe(0);
    store.dispatch(adminSocketActions.connect({ token: 'one' }));
    store.dispatch(adminSocketActions.connect({ token: 'two' }));
    store.dispatch(adminSocketActions.disconnect());
    await new Promise((r) => setTimeout(r, 0));
    expect(made).toBe(1);
    expect(calls).toEqual(['connect one', 'connect two', 'disconnect']);
  });
});
