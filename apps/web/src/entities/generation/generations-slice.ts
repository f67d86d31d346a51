import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  Diagnostic,
  GenerationCancelledEvent,
  GenerationCompletedEvent,
  GenerationDeltaEvent,
  GenerationFailedEvent,
  GenerationRepairEvent,
  GenerationResult,
  GenerationSnapshot,
  GenerationStatus,
  RepairRecord,
} from '@infragen/contracts';

interface GenerationState {
  id: string;
  status: GenerationStatus;
  text: string;
  /** Sequence number of the last delta applied; later deltas must follow it. */
  seq: number;
  /** Deltas that arrived ahead of a missing one, keyed by seq, applied once the gap closes. */
  pending: Record<number, string>;
  result: GenerationResult | null;
  error: string | null;
  /** The kept answer's findings once checked (null before, or when it was not checked). */
  diagnostics: Diagnostic[] | null;
  repair: RepairRecord | null;
  /** The answer streaming now: 0 for the first, n for repair round n (its text starts over). */
  round: number;
  /** The errors round `round` is fixing, while it runs. */
  fixing: number | null;
  /** The text the current round replaced, shown until the round's own files appear. */
  replacedText: string;
}

export type GenerationsState = Record<string, GenerationState>;

const empty = (id: string): GenerationState => ({
  id,
  status: 'queued',
  text: '',
  seq: 0,
  pending: {},
  result: null,
  error: null,
  diagnostics: null,
  repair: null,
  round: 0,
  fixing: null,
  replacedText: '',
});

/** A repair round starts: its answer streams from seq 1, replacing the text so far. */
function startRound(state: GenerationState, round: number): void {
  if (state.text) state.replacedText = state.text;
  state.text = '';
  state.seq = 0;
  state.pending = {};
  state.round = round;
}

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
      // A round this page has not seen start (it was away): its text replaces what is shown.
      const round = s.repair?.rounds.length ?? 0;
      if (round > current.round) {
        startRound(current, round);
        const running = s.repair?.rounds.at(-1);
        current.fixing = running?.outcome === 'running' ? running.problems : null;
      }
      if (s.seq >= current.seq) {
        current.text = s.text;
        current.seq = s.seq;
        for (const seq of Object.keys(current.pending).map(Number)) if (seq <= s.seq) delete current.pending[seq];
      }
      current.status = s.status;
      current.result = s.result ?? current.result;
      current.error = s.error ?? current.error;
      current.diagnostics = s.diagnostics ?? current.diagnostics;
      current.repair = s.repair ?? current.repair;
      drain(current);
      state[s.id] = current;
    },
    statusChanged(state, action: PayloadAction<{ id: string; status: GenerationStatus }>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = action.payload.status;
      // A round's answer is being checked: it is no longer fixing.
      if (action.payload.status === 'validating') current.fixing = null;
    },
    repairStarted(state, action: PayloadAction<GenerationRepairEvent>) {
      const { id, round, problems } = action.payload;
      const current = (state[id] ??= empty(id));
      if (round <= current.round) return;
      startRound(current, round);
      current.fixing = problems;
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
    // The conversation lines an ending brings are the conversation's (its slice adds them).
    completed(state, action: PayloadAction<GenerationCompletedEvent>) {
      const { id, messages: _lines, diagnostics, repair, ...result } = action.payload;
      const current = (state[id] ??= empty(id));
      current.status = 'completed';
      current.result = result;
      current.diagnostics = diagnostics;
      current.repair = repair;
      current.fixing = null;
    },
    failed(state, action: PayloadAction<GenerationFailedEvent>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = 'failed';
      current.error = action.payload.message;
    },
    cancelled(state, action: PayloadAction<GenerationCancelledEvent>) {
      const current = (state[action.payload.id] ??= empty(action.payload.id));
      current.status = 'cancelled';
    },
  },
});

export const generationsActions = generationsSlice.actions;
export const generationsReducer = generationsSlice.reducer;
