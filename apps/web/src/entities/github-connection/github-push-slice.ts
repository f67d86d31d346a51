import { createAction, createSlice } from '@reduxjs/toolkit';
import type {
  ErrorCode,
  GithubConnectionChangedEvent,
  GithubPushEndedEvent,
  GithubPushProgressEvent,
  GithubPushStep,
  GithubPushView,
} from '@infragen/contracts';

/** The GitHub events of the user's room, as the socket middleware dispatches them. */
export const githubEvents = {
  pushProgress: createAction<GithubPushProgressEvent>('github/pushProgress'),
  pushCompleted: createAction<GithubPushEndedEvent>('github/pushCompleted'),
  pushFailed: createAction<GithubPushEndedEvent>('github/pushFailed'),
  connectionChanged: createAction<GithubConnectionChangedEvent>('github/connectionChanged'),
};

interface PushState {
  step: GithubPushStep | null;
  /** The push as it ended (completed or failed); null while it runs. */
  ended: GithubPushView | null;
  code: ErrorCode | null;
}

interface GithubState {
  pushes: Record<string, PushState>;
  /** Counts connection changes the server announced, so views holding the connection reload it. */
  connectionVersion: number;
}

const initialState: GithubState = { pushes: {}, connectionVersion: 0 };
const entry = (state: GithubState, id: string): PushState =>
  (state.pushes[id] ??= { step: null, ended: null, code: null });

/** Pushes to GitHub as the server reports them, and changes of the connection. */
const githubSlice = createSlice({
  name: 'github',
  initialState,
  reducers: {
    /** A push this page asked for, or read back (GET), ending without an event. */
    pushSeen(state, action: { payload: GithubPushView }) {
      const push = action.payload;
      if (push.status === 'completed' || push.status === 'failed') entry(state, push.id).ended ??= push;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(githubEvents.pushProgress, (state, action) => {
        entry(state, action.payload.id).step = action.payload.step;
      })
      .addCase(githubEvents.pushCompleted, (state, action) => {
        entry(state, action.payload.push.id).ended = action.payload.push;
      })
      .addCase(githubEvents.pushFailed, (state, action) => {
        const pushed = entry(state, action.payload.push.id);
        pushed.ended = action.payload.push;
        pushed.code = action.payload.code ?? null;
      })
      .addCase(githubEvents.connectionChanged, (state) => {
        state.connectionVersion += 1;
      }),
});

export const githubPushActions = githubSlice.actions;
export const githubReducer = githubSlice.reducer;
