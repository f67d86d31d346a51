import type { CodeLanguage } from './platforms';

/** Lifecycle of a generation; `queued` and `running` are the only non-final states. */
export const GENERATION_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const FINAL_GENERATION_STATUSES: readonly GenerationStatus[] = ['completed', 'failed', 'cancelled'];

export interface GeneratedFile {
  path: string;
  content: string;
  language: CodeLanguage;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** Room names; every emit and join goes through these so a typo cannot split a room. */
export const Rooms = {
  generation: (id: string) => `generation:${id}`,
  user: (id: string) => `user:${id}`,
  admins: 'admins',
} as const;

export interface GenerationStatusEvent { id: string; status: GenerationStatus }
export interface GenerationDeltaEvent { id: string; seq: number; text: string }
export interface GenerationCompletedEvent {
  id: string;
  code: string;
  language: CodeLanguage;
  files: GeneratedFile[];
  usage: TokenUsage | null;
  /** What the generator understood and did not (built-in generator), shown under the code. */
  explanation?: string;
}
export interface GenerationFailedEvent { id: string; message: string }
export interface GenerationCancelledEvent { id: string }

/** The state of a generation so far: answer of a subscribe and of GET /api/generations/:id. */
export interface GenerationSnapshot {
  id: string;
  status: GenerationStatus;
  /** Text streamed so far, and the sequence number of its last delta (0 when none). */
  text: string;
  seq: number;
  result: Omit<GenerationCompletedEvent, 'id'> | null;
  error: string | null;
}

export type Ack<T> = (response: { ok: true; data: T } | { ok: false; error: string }) => void;

/** Events the server emits to browsers. Typed once; server and client both use this map. */
export interface ServerToClientEvents {
  'generation:status': (e: GenerationStatusEvent) => void;
  'generation:delta': (e: GenerationDeltaEvent) => void;
  'generation:completed': (e: GenerationCompletedEvent) => void;
  'generation:failed': (e: GenerationFailedEvent) => void;
  'generation:cancelled': (e: GenerationCancelledEvent) => void;
  'alert:created': (e: { id: string; title: string; severity: string }) => void;
}

/** Events browsers emit to the server. */
export interface ClientToServerEvents {
  'generation:subscribe': (e: { id: string }, ack: Ack<GenerationSnapshot>) => void;
  'generation:unsubscribe': (e: { id: string }) => void;
  'generation:cancel': (e: { id: string }, ack?: Ack<{ status: GenerationStatus }>) => void;
}
