import OpenAI from 'openai';
import { AppError, Messages, type AlertSeverity, type ErrorCode } from '@infragen/contracts';

export type ModelErrorKind =
  | 'authentication'
  | 'not-found'
  | 'rate-limited'
  | 'unavailable'
  | 'timeout'
  | 'unreachable'
  | 'bad-response'
  | 'connection-lost'
  | 'rejected';

const CODE_OF_KIND: Record<ModelErrorKind, ErrorCode> = {
  authentication: 'MODEL_AUTHENTICATION',
  'not-found': 'MODEL_NOT_FOUND',
  'rate-limited': 'MODEL_RATE_LIMITED',
  unavailable: 'MODEL_UNAVAILABLE',
  timeout: 'MODEL_TIMEOUT',
  unreachable: 'MODEL_UNREACHABLE',
  'bad-response': 'MODEL_BAD_RESPONSE',
  'connection-lost': 'MODEL_CONNECTION_LOST',
  rejected: 'MODEL_REJECTED',
};

/**
 * A model failure in the product's words: an application error whose message the user reads,
 * with the system alert administrators get when the failure is not the user's doing (its
 * fingerprint names the kind; the caller that knows the endpoint may make it more specific). The
 * provider's own text stays in `detail`, for the log and the alert, never for the user.
 */
export class ModelError extends AppError {
  constructor(
    readonly kind: ModelErrorKind,
    message: string,
    alert: { title: string; severity: AlertSeverity } | null,
    readonly detail: string,
    retryAfterSeconds: number | null = null,
  ) {
    super(CODE_OF_KIND[kind], message, {
      retryAfterSeconds,
      alert: alert && { ...alert, message: detail, fingerprint: `model:${kind}` },
    });
    this.name = 'ModelError';
  }
}

/** Seconds from `retry-after` (seconds or an HTTP date) or `retry-after-ms`; null when absent. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number(headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const raw = headers.get('retry-after');
  if (!raw) return null;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const M = Messages.generation.model;
const A = Messages.alerts;

export function modelError(
  kind: ModelErrorKind,
  detail: string,
  options: { model?: string; retryAfter?: number | null } = {},
): ModelError {
  switch (kind) {
    case 'authentication':
      return new ModelError(kind, M.authentication, { title: A.modelAuthentication, severity: 'critical' }, detail);
    case 'not-found':
      return new ModelError(
        kind,
        M.notFound(options.model ?? 'configured'),
        { title: A.modelNotFound, severity: 'critical' },
        detail,
      );
    case 'rate-limited':
      return new ModelError(
        kind,
        M.rateLimited(options.retryAfter ?? null),
        { title: A.modelRateLimited, severity: 'medium' },
        detail,
        options.retryAfter ?? null,
      );
    case 'unavailable':
      return new ModelError(kind, M.unavailable, { title: A.modelUnavailable, severity: 'high' }, detail);
    case 'timeout':
      return new ModelError(kind, M.timeout, { title: A.modelTimeout, severity: 'medium' }, detail);
    case 'unreachable':
      return new ModelError(kind, M.unreachable, { title: A.modelUnreachable, severity: 'critical' }, detail);
    case 'bad-response':
      return new ModelError(kind, M.badResponse, { title: A.modelBadResponse, severity: 'high' }, detail);
    case 'connection-lost':
      return new ModelError(kind, M.connectionLost, { title: A.modelUnavailable, severity: 'medium' }, detail);
    case 'rejected':
      return new ModelError(kind, M.rejected, null, detail);
  }
}

/** Maps whatever the SDK (or the stream under it) threw to a ModelError. */
export function classifyModelError(error: unknown, model: string): ModelError {
  if (error instanceof ModelError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof OpenAI.APIConnectionTimeoutError) return modelError('timeout', detail);
  if (error instanceof OpenAI.APIConnectionError) {
    const cause = (error as { cause?: { code?: string; cause?: { code?: string } } }).cause;
    const code = cause?.code ?? cause?.cause?.code;
    const refused = code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH';
    return modelError(refused ? 'unreachable' : 'connection-lost', detail);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401 || status === 403) return modelError('authentication', detail);
    if (status === 404) return modelError('not-found', detail, { model });
    if (status === 429) return modelError('rate-limited', detail, { retryAfter: retryAfterSeconds(error.headers) });
    if (status === 408) return modelError('timeout', detail);
    if (status >= 500) return modelError('unavailable', detail);
    return modelError('rejected', detail);
  }
  // The SDK's SSE reader throws a plain error on a chunk that is not JSON.
  if (error instanceof SyntaxError || /parse|JSON/i.test(detail)) return modelError('bad-response', detail);
  // undici reports a socket closed mid-body as "terminated" / "other side closed".
  if (/terminated|other side closed|socket|ECONNRESET|aborted/i.test(detail))
    return modelError('connection-lost', detail);
  return modelError('bad-response', detail);
}
