import { ERROR_STATUS, type ErrorCode } from './error-codes';
import type { OperatorAlert } from './operator-alert';

export interface AppErrorOptions {
  /** The error this one explains (a driver error, a provider answer): kept for the logs. */
  cause?: unknown;
  /** When the caller may try again (a rate limit): sent as Retry-After. */
  retryAfterSeconds?: number | null;
  /** Raised for administrators when the failure is the system's, not the caller's. */
  alert?: OperatorAlert | null;
  /** Field-level problems of a request, each naming the field (a 400's `issues`). */
  issues?: FieldIssue[];
}

export interface FieldIssue {
  /** The field, as a dotted path into the body (`history.2.content`). */
  path: string;
  message: string;
}

/**
 * The product's one error type. `code` is stable and reaches clients (the HTTP error body, socket
 * acknowledgements, `generation:failed`); `message` is the catalogue's sentence for the person
 * who made the request and never holds internal details (those stay in `cause`, logged).
 *
 * @example
 *   throw new AppError('GENERATION_NOT_FOUND', Messages.generation.generationNotFound);
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | null;
  readonly alert: OperatorAlert | null;
  readonly issues: FieldIssue[];

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.alert = options.alert ?? null;
    this.issues = options.issues ?? [];
  }
}

/** Whether `error` is an AppError (of `code`, when given). */
export function isAppError(error: unknown, code?: ErrorCode): error is AppError {
  return error instanceof AppError && (code === undefined || error.code === code);
}
