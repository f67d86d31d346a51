/** What a pool and its threads say to each other (plain data: it crosses threads by structured clone). */
export interface ThreadData {
  /** The module the thread loads, as `require` takes it ('@infragen/iac-checker'). */
  module: string;
  /** Called once each, in order, after loading and before the thread takes calls. */
  warmUp: readonly WarmUpCall[];
}

/** A call of one of the module's functions that a thread makes before it takes calls. */
export interface WarmUpCall {
  fn: string;
  args: unknown[];
}

export interface ThreadRequest {
  id: number;
  fn: string;
  args: unknown[];
}

export interface PlainError {
  name: string;
  message: string;
  stack?: string;
}

export type HostMessage =
  | { type: 'ready' }
  | { type: 'warm-up-failed'; error: PlainError }
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: PlainError };
