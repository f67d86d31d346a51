import type { CodeLanguage } from './platforms';
import type { ErrorCode } from './errors/error-codes';
import type { SystemAlertView } from './api/system-alerts';
import type { ConversationMessageView } from './api/conversations';
import type { GithubPushView } from './api/github';
import type { Diagnostic } from './checks';
import type { RepairRecord } from './checked-output';
import type { SiteFormEntry } from './api/site-forms';

/**
 * Lifecycle of a generation: queued, running (the answer streams; a repair round streams again),
 * validating (its code is checked), then one of the three endings.
 */
export const GENERATION_STATUSES = ['queued', 'running', 'validating', 'completed', 'failed', 'cancelled'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
/** The statuses of a generation that has not ended: a job is (or should be) working on it. */
export const UNFINISHED_GENERATION_STATUSES = [
  'queued',
  'running',
  'validating',
] as const satisfies readonly GenerationStatus[];

/** Whether a generation has ended (completed, failed or cancelled): nothing about it changes after. */
export function hasEnded(status: GenerationStatus): boolean {
  return !(UNFINISHED_GENERATION_STATUSES as readonly GenerationStatus[]).includes(status);
}

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
  /** Every socket of one signed-in session: ended together when the session ends. */
  session: (id: string) => `session:${id}`,
  admins: 'admins',
} as const;

export interface GenerationStatusEvent {
  id: string;
  status: GenerationStatus;
}
export interface GenerationDeltaEvent {
  id: string;
  seq: number;
  text: string;
}
/** What a completed generation produced: stored with it, and sent with its `completed` event. */
export interface GenerationResult {
  code: string;
  language: CodeLanguage;
  files: GeneratedFile[];
  usage: TokenUsage | null;
  /** What the generator understood and did not (built-in generator), shown under the code. */
  explanation?: string;
}

/**
 * The events that end a generation carry the conversation lines the server stored for the ending
 * (the assistant's intro and code, the apology, or the stop notice): the server is their one
 * author, and the browser shows them as they are.
 */
interface GenerationEnding {
  id: string;
  messages: ConversationMessageView[];
}
/**
 * What the checks found in the kept answer (null when it could not be checked) and what the
 * repair loop did (null when it did not run): stored with the generation.
 */
export interface CheckedOutcome {
  diagnostics: Diagnostic[] | null;
  repair: RepairRecord | null;
}
export interface GenerationCompletedEvent extends GenerationEnding, GenerationResult, CheckedOutcome {}
/**
 * A repair round starts: the code and its `problems` errors went back to the model, whose new
 * answer streams from `seq` 1 (the text shown so far is replaced).
 */
export interface GenerationRepairEvent {
  id: string;
  round: number;
  problems: number;
}
export interface GenerationFailedEvent extends GenerationEnding {
  /** The catalogue's message, and its stable code. */
  message: string;
  code: ErrorCode;
}
export type GenerationCancelledEvent = GenerationEnding;

/** The state of a generation so far: answer of a subscribe and of GET /api/generations/:id. */
export interface GenerationSnapshot {
  id: string;
  status: GenerationStatus;
  /** Text streamed so far, and the sequence number of its last delta (0 when none). */
  text: string;
  seq: number;
  result: GenerationResult | null;
  error: string | null;
  /** The conversation lines its ending stored; none while it is queued or running. */
  messages: ConversationMessageView[];
  /** The kept answer's findings once checked; null before (or when it could not be checked). */
  diagnostics: Diagnostic[] | null;
  /** The repair rounds so far (the round streaming now included), or null when none ran. */
  repair: RepairRecord | null;
}

/** A socket request's answer: the data, or the error's catalogue message and stable code. */
export type AckResult<T> = { ok: true; data: T } | { ok: false; error: string; code: ErrorCode };
export type Ack<T> = (response: AckResult<T>) => void;

/** What a GitHub push is doing now (to the user's room). */
export type GithubPushStep = 'creating-repository' | 'uploading' | 'committing' | 'opening-pull-request';
export interface GithubPushProgressEvent {
  id: string;
  step: GithubPushStep;
  /** Files being pushed. */
  files: number;
  /** owner/name, once known (a temporary repository has none before it is created). */
  repository: string | null;
}
/** A push ended: completed (with its commit and pull request) or failed (with its message and code). */
export interface GithubPushEndedEvent {
  push: GithubPushView;
  /** For a failed push: the catalogue's message and its stable code. */
  code?: ErrorCode;
}
/** The user's GitHub connection changed on the server (marked broken, a repository selected). */
export interface GithubConnectionChangedEvent {
  reason: 'broken' | 'repository-selected' | 'connected' | 'disconnected';
}

/** Events the server emits to browsers. Typed once; server and client both use this map. */
export interface ServerToClientEvents {
  'generation:status': (e: GenerationStatusEvent) => void;
  'generation:delta': (e: GenerationDeltaEvent) => void;
  'generation:completed': (e: GenerationCompletedEvent) => void;
  'generation:failed': (e: GenerationFailedEvent) => void;
  'generation:cancelled': (e: GenerationCancelledEvent) => void;
  'generation:repair': (e: GenerationRepairEvent) => void;
  'github:push-progress': (e: GithubPushProgressEvent) => void;
  'github:push-completed': (e: GithubPushEndedEvent) => void;
  'github:push-failed': (e: GithubPushEndedEvent) => void;
  'github:connection-changed': (e: GithubConnectionChangedEvent) => void;
  /** A new system alert, to the admins' room (only sockets of a verified admin session are in it). */
  'alert:created': (e: SystemAlertView) => void;
  /** An alert was resolved by an administrator: every open admin page moves it at once. */
  'alert:resolved': (e: SystemAlertView) => void;
  /** A contact message, support ticket or new newsletter address arrived: to the admins' room. */
  'inbox:received': (e: SiteFormEntry) => void;
  /** An administrator marked an inbox item handled or open again: every open admin page follows. */
  'inbox:updated': (e: SiteFormEntry) => void;
}

/** Events browsers emit to the server. */
export interface ClientToServerEvents {
  'generation:subscribe': (e: { id: string }, ack: Ack<GenerationSnapshot>) => void;
  'generation:cancel': (e: { id: string }, ack?: Ack<{ status: GenerationStatus }>) => void;
}
