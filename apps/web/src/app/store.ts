import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { createSocketMiddleware, type SocketFactory } from './socket-middleware';
import { generationsReducer } from '@/features/generations/generations-slice';

export function makeStore(socketFactory?: SocketFactory) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, generations: generationsReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, createSocketMiddleware(socketFactory)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
