import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_PLATFORM,
  PLATFORMS,
  resolveFormat,
  resolvePlatform,
  type FormatId,
  type PlatformId,
} from '@infragen/contracts';
import { workspaceActions } from './workspace-actions';

interface WorkspaceState {
  /** The intro landing first; the split view once the user gets started. */
  view: 'intro' | 'split';
  platform: PlatformId;
  /** Always one of the platform's formats. */
  format: FormatId;
  /** The Templates panel: open by default, collapsed once a template is tried. */
  templatesOpen: boolean;
  /** "+N more templates available" expanded. */
  allTemplatesShown: boolean;
  /** The conversation follow-ups join; null until the first request is accepted. */
  conversationId: string | null;
}

export const initialWorkspaceState: WorkspaceState = {
  view: 'intro',
  platform: DEFAULT_PLATFORM,
  format: PLATFORMS[DEFAULT_PLATFORM].formats[0],
  templatesOpen: true,
  allTemplatesShown: false,
  conversationId: null,
};

function choosePlatform(state: WorkspaceState, value: unknown, format?: unknown) {
  const platform = resolvePlatform(value).id;
  if (platform !== state.platform) state.allTemplatesShown = false;
  state.platform = platform;
  state.format = resolveFormat(platform, format ?? state.format).id;
}

const workspaceSlice = createSlice({
  name: 'workspace',
  initialState: initialWorkspaceState,
  reducers: {
    platformChosen(state, action: PayloadAction<PlatformId>) {
      choosePlatform(state, action.payload);
    },
    formatChosen(state, action: PayloadAction<FormatId>) {
      state.format = resolveFormat(state.platform, action.payload).id;
    },
    started(state) {
      state.view = 'split';
    },
    templatesToggled(state, action: PayloadAction<boolean | undefined>) {
      state.templatesOpen = action.payload ?? !state.templatesOpen;
    },
    allTemplatesToggled(state) {
      state.allTemplatesShown = !state.allTemplatesShown;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(workspaceActions.generationAccepted, (state, action) => {
        state.conversationId = action.payload.conversationId;
      })
      .addCase(workspaceActions.generationResumed, (state, action) => {
        state.view = 'split';
        state.conversationId = action.payload.conversationId ?? state.conversationId;
      })
      .addCase(workspaceActions.conversationLoaded, (state, action) => {
        state.view = 'split';
        state.conversationId = action.payload.id;
        choosePlatform(state, action.payload.platform, action.payload.format);
      })
      .addCase(workspaceActions.newConversation, (state) => {
        state.conversationId = null;
        state.templatesOpen = true;
      });
  },
});

export const workspaceSliceActions = workspaceSlice.actions;
export const workspaceReducer = workspaceSlice.reducer;
