import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  GenerationCompletedEvent,
  GenerationDeltaEvent,
  GenerationSnapshot,
  GenerationStatus,
} from '@infragen/contracts';

export interface GenerationState {
  id: string;
  status: GenerationStatus;
  text: string;
  /** Sequence number of the last delta applied; later deltas must follow it. */
  seq: number;
  /** Deltas that arrived ahead of a missing one, keyed by seq, applied once the gap closes. */
  pending: Record<number, string>;
  result: Omit<GenerationCompletedEvent, 'id'> | null;
  error: string | null;
}

export type GenerationsState = Record<string, GenerationState>;

const empty = (id: string): GenerationState => ({ id, status: 'queued', text: '', seq: 0, pending: {}, result: null, error: null });

/** Applies buffered deltas that now follow on, in order. */
function drain(state: GenerationState): void {
  while (state.pending[state.seq + 1] !== undefined) {
    state.seq += 1;
    state.text += state.pending[state.seq];
    delete state.pending[state.seq];
  }
}

/**
 * Live generations as the server streams them. Deltas are applied strictly in sequence: a
 * duplicate (seq already applied) is ignored, one that arrives early waits for the gap to close.
 */
const generationsSlice = createSlice({
  name: 'generations',
  initialState: {} as GenerationsState,
  reducers: {
    snapshotReceived(state, action: PayloadAction<GenerationSnapshot>) {
      const s = action.payload;
      const current = state[s.id] ?? empty(s.id);
      if (s.seq >= current.seq) {
        current.text = s.text;
        current.seq = s.seq;
        for (const seq of Object.keys(current.pending).map(Number)) if (seq <= s.seq) delete current.pending[seq];
      }
      current.status = s.status;
      current.result = (s.result as GenerationState['result']) ?? current.result;
      current.error = s.error ?? current.error;
      drain(current);
      state[s.id] = current;
    },
    statusChanged(state, action: PayloadAction<{ id: string; status: GenerationStatus }>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = action.payload.status;
    },
    deltaReceived(state, action: PayloadAction<GenerationDeltaEvent>) {
      const { id, seq, text } = action.payload;
      const current = (state[id] ??= empty(id));
      // A first delta after later ones: the job restarted on another worker (its first died).
      if (seq === 1 && current.seq > 1) {
        current.text = '';
        current.seq = 0;
        current.pending = {};
      }
      if (seq <= current.seq) return;
      current.pending[seq] = text;
      drain(current);
    },
    completed(state, action: PayloadAction<GenerationCompletedEvent>) {
      const { id, ...result } = action.payload;
      const current = (state[id] ??= empty(id));
      current.status = 'completed';
      current.result = result;
    },
    failed(state, action: PayloadAction<{ id: string; message: string }>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = 'failed';
      current.error = action.payload.message;
    },
    cancelled(state, action: PayloadAction<{ id: string }>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = 'cancelled';
    },
  },
});

export const generationsActions = generationsSlice.actions;
export const generationsReducer = generationsSlice.reducer;
