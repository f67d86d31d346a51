import { HttpException, HttpStatus } from '@nestjs/common';
import { ZodValidationException } from 'nestjs-zod';
import { Messages, type ApiErrorBody } from '@infragen/contracts';
import { isUnavailableError } from '@infragen/runtime';
import { DependencyUnavailableError } from './dependency-unavailable.error';
import { RateLimitedError } from './rate-limit/rate-limited.error';

interface ZodIssueLike {
  path: PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function body(statusCode: number, message: string, extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { statusCode, error: REASON[statusCode] ?? 'Error', message, ...extra };
}

function zodIssues(error: ZodValidationException): { path: string; message: string }[] {
  const zodError = error.getZodError() as { issues?: ZodIssueLike[] };
  return (zodError.issues ?? []).flatMap((issue) => {
    // Unknown keys are reported once for the parent; name each offending field instead.
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      return issue.keys.map((key) => ({
        path: [...issue.path, key].map(String).join('.'),
        message: `${key} is not an accepted field`,
      }));
    }
    return [{ path: issue.path.map(String).join('.') || '(body)', message: issue.message }];
  });
}

/** Fastify's own errors (body parsing, limits) carry a code and a status. */
function fastifyError(error: unknown, bodyLimit: number): ApiErrorBody | null {
  const e = error as { code?: string; statusCode?: number };
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return body(413, Messages.http.bodyTooLarge(bodyLimit));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return body(415, Messages.http.unsupportedMediaType);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return body(400, Messages.http.invalidJson);
    default:
      break;
  }
  if (error instanceof SyntaxError && e.statusCode === 400) return body(400, Messages.http.invalidJson);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return body(e.statusCode, (error as Error).message);
  }
  return null;
}

/**
 * Turns any error into the api's one error shape. Client mistakes keep their 4xx and a message
 * naming the problem; an unreachable database or Redis is a 503; anything else is a 500 whose
 * details stay in the log.
 */
export function toErrorBody(error: unknown, bodyLimit: number): ApiErrorBody {
  if (error instanceof ZodValidationException) {
    const issues = zodIssues(error);
    const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
    return body(400, message || Messages.http.badRequest, { issues });
  }
  if (error instanceof RateLimitedError) {
    return body(429, error.message, { retryAfterSeconds: error.retryAfterSeconds });
  }
  if (error instanceof DependencyUnavailableError) {
    return body(503, Messages.http.serviceUnavailable(error.dependency));
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    // Fastify's own limits reach us as bare HttpExceptions; say it in the catalogue's words.
    if (status === 413) return body(413, Messages.http.bodyTooLarge(bodyLimit));
    if (status === 415) return body(415, Messages.http.unsupportedMediaType);
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : Array.isArray((response as { message?: unknown }).message)
          ? ((response as { message: string[] }).message).join('; ')
          : String((response as { message?: unknown }).message ?? error.message);
    return body(status, message);
  }
  const fromFastify = fastifyError(error, bodyLimit);
  if (fromFastify) return fromFastify;
  const dependency = isUnavailableError(error);
  if (dependency) return body(HttpStatus.SERVICE_UNAVAILABLE, Messages.http.serviceUnavailable(dependency));
  return body(500, Messages.http.internal);
}
