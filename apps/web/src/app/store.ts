import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { createSocketMiddleware, type SocketFactory } from './socket-middleware';
import { generationsReducer } from '@/features/generations/generations-slice';
import { createGapRefetchMiddleware } from '@/features/generations/gap-refetch';
import { authReducer } from '@/features/auth/auth-slice';
import { adminAuthReducer } from '@/features/admin/admin-auth-slice';
import { workspaceReducer } from '@/features/workspace/workspace-slice';
import { conversationReducer } from '@/features/workspace/conversation-slice';
import { createGenerationToastsMiddleware } from '@/features/workspace/generation-toasts';

export function makeStore(socketFactory?: SocketFactory) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      generations: generationsReducer,
      auth: authReducer,
      adminAuth: adminAuthReducer,
      workspace: workspaceReducer,
      conversation: conversationReducer,
    },
    middleware: (getDefault) =>
      getDefault()
        // Listener middlewares go first, as Redux Toolkit advises, so they see every action.
        .prepend(createGapRefetchMiddleware(), createGenerationToastsMiddleware())
        .concat(api.middleware, createSocketMiddleware(socketFactory)),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
