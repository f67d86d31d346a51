import { HttpException } from '@nestjs/common';
import { ZodValidationException } from 'nestjs-zod';
import { ERROR_STATUS, Messages, STATUS_REASON, type ApiErrorBody, type ErrorCode } from '@infragen/contracts';
import { toAppError } from '@infragen/runtime';

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

/** The api's error body for a code: its status, the status's reason, the code and the message. */
export function body(code: ErrorCode, message: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  const statusCode = ERROR_STATUS[code];
  return { statusCode, error: STATUS_REASON[statusCode] ?? 'Error', code, message, ...extra };
}

function zodIssues(error: ZodValidationException): { path: string; message: string }[] {
  const zodError = error.getZodError() as { issues?: ZodIssueLike[] };
  return (zodError.issues ?? []).flatMap((issue) => {
    // Unknown keys are reported once for the parent; name each offending field instead.
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => {
        // An empty key still needs a visible name in the path and the message.
        const shown = key === '' ? '""' : key;
        return { path: [...issue.path.map(String), shown].join('.'), message: Messages.http.unknownField(shown) };
      });
    }
    return [{ path: issue.path.map(String).join('.') || '(body)', message: issue.message }];
  });
}

/** Fastify's own errors (body parsing, limits) carry a code and a status. */
function fastifyError(error: unknown, bodyLimit: number): ApiErrorBody | null {
  const e = error as { code?: string; statusCode?: number };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body('PAYLOAD_TOO_LARGE', Messages.http.bodyTooLarge(bodyLimit));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body('UNSUPPORTED_MEDIA_TYPE', Messages.http.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return body('INVALID_JSON', Messages.http.invalidJson);
    default:
      break;
  }
  if (error instanceof SyntaxError && e.statusCode === 400) return body('INVALID_JSON', Messages.http.invalidJson);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { ...body('BAD_REQUEST', (error as Error).message), statusCode: e.statusCode };
  }
  return null;
}

/** The code of a framework exception that carries only a status (a route Nest does not know, say). */
const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'SIGN_IN_REQUIRED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function httpExceptionBody(error: HttpException, bodyLimit: number): ApiErrorBody {
  const status = error.getStatus();
  // Fastify's own limits reach us as bare HttpExceptions; say it in the catalogue's words.
  if (status === 413) return body('PAYLOAD_TOO_LARGE', Messages.http.bodyTooLarge(bodyLimit));
  if (status === 415) return body('UNSUPPORTED_MEDIA_TYPE', Messages.http.unsupportedMediaType);
  const response = error.getResponse();
  const message =
    typeof response === 'string'
      ? response
      : Array.isArray((response as { message?: unknown }).message)
        ? (response as { message: string[] }).message.join('; ')
        : String((response as { message?: unknown }).message ?? error.message);
  const code = CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return { ...body(code, message), statusCode: status, error: STATUS_REASON[status] ?? 'Error' };
}

/**
 * Turns any error into the api's one error shape. Application errors keep their code and
 * catalogue message; client mistakes the framework catches keep their 4xx and a message naming
 * the problem; an unreachable database or Redis is a 503 worth retrying; anything else is a 500
 * whose details stay in the log.
 */
export function toErrorBody(error: unknown, bodyLimit: number): ApiErrorBody {
  if (error instanceof ZodValidationException) {
    const issues = zodIssues(error);
    const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    return body('VALIDATION_FAILED', message || Messages.http.badRequest, { issues });
  }
  const known = toAppError(error);
  if (known) {
    return body(known.code, known.message, {
      ...(known.retryAfterSeconds === null ? {} : { retryAfterSeconds: known.retryAfterSeconds }),
      ...(known.issues.length ? { issues: known.issues } : {}),
    });
  }
  if (error instanceof HttpException) return httpExceptionBody(error, bodyLimit);
  return fastifyError(error, bodyLimit) ?? body('INTERNAL', Messages.http.internal);
}
