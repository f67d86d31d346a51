import type { FieldIssue } from './app-error';
import type { ErrorCode } from './error-codes';

/** Shape of every error answer of the api. */
export interface ApiErrorBody {
  statusCode: number;
  /** The status's reason phrase. */
  error: string;
  /** Stable machine-readable code: branch on this, not on the message. */
  code: ErrorCode;
  message: string;
  /** Field-level problems of a 400, each naming the field. */
  issues?: FieldIssue[];
  requestId?: string;
  /** On 429: seconds until the caller may try again (also sent as the Retry-After header). */
  retryAfterSeconds?: number;
}
