import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { createSocketMiddleware, type SocketFactory } from './socket-middleware';
import { generationsReducer } from '@/features/generations/generations-slice';
import { authReducer } from '@/features/auth/auth-slice';
import { adminAuthReducer } from '@/features/admin/admin-auth-slice';

export function makeStore(socketFactory?: SocketFactory) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, generations: generationsReducer, auth: authReducer, adminAuth: adminAuthReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, createSocketMiddleware(socketFactory)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
