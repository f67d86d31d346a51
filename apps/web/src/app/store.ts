import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { createSocketMiddleware, type SocketFactory } from './socket-middleware';
import { createAdminSocketMiddleware } from './admin-socket-middleware';
import { generationsReducer } from '@/entities/generation/generations-slice';
import { createGapRefetchMiddleware } from '@/entities/generation/gap-refetch';
import { authReducer } from '@/entities/session/auth-slice';
import { adminAuthReducer } from '@/features/admin/admin-auth-slice';
import { workspaceReducer } from '@/features/workspace/workspace-slice';
import { conversationReducer } from '@/features/workspace/conversation-slice';
import { createGenerationToastsMiddleware } from '@/features/workspace/generation-toasts';
import { githubReducer } from '@/entities/github-connection/github-push-slice';

export function makeStore(socketFactory?: SocketFactory) {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      generations: generationsReducer,
      auth: authReducer,
      adminAuth: adminAuthReducer,
      workspace: workspaceReducer,
      conversation: conversationReducer,
      github: githubReducer,
    },
    middleware: (getDefault) =>
      getDefault()
        // Listener middlewares go first, as Redux Toolkit advises, so they see every action.
        .prepend(createGapRefetchMiddleware(), createGenerationToastsMiddleware())
        .concat(api.middleware, createSocketMiddleware(socketFactory), createAdminSocketMiddleware()),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
