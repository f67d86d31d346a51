import { AppError, isAppError, Messages } from '@infragen/contracts';

export type UnavailableDependency = 'database' | 'redis';

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: shutdown).
const PG_UNAVAILABLE = /^(08...|57P0[1-3])$/;

function chain(error: unknown): unknown[] {
  const seen: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.includes(current) && seen.length < 5) {
    seen.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return seen;
}

/**
 * Tells whether an error means a backing service is unreachable (answer 503 and let the
 * client retry) rather than a bug (answer 500). Looks through `cause` chains because the ORM
 * and BullMQ wrap the driver's error.
 */
export function isUnavailableError(error: unknown): UnavailableDependency | null {
  for (const item of chain(error)) {
    const e = item as { code?: unknown; message?: unknown; name?: unknown; constructor?: { name?: string } };
    const message = typeof e.message === 'string' ? e.message : '';
    const code = typeof e.code === 'string' ? e.code : '';
    if (/enableOfflineQueue|Connection is closed|MaxRetriesPerRequest|Stream isn't writeable/i.test(message))
      return 'redis';
    if (e.name === 'MaxRetriesPerRequestError') return 'redis';
    if (PG_UNAVAILABLE.test(code)) return 'database';
    if (
      /Connection terminated|Knex: Timeout acquiring a connection|the database system is (starting up|shutting down)|connection to (server|database)/i.test(
        message,
      )
    )
      return 'database';
    if (e.constructor?.name === 'ConnectionException') return 'database';
    if (NETWORK_CODES.has(code)) {
      return /6379|redis/i.test(message) ? 'redis' : 'database';
    }
  }
  return null;
}

/** The answer to a request that needs a backing service which is down: retryable, never a 500. */
export function serviceUnavailable(dependency: UnavailableDependency, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', Messages.http.serviceUnavailable(dependency), { cause });
}

/**
 * The application error an error stands for: itself when it is one, SERVICE_UNAVAILABLE when it
 * means the database or Redis is unreachable, else null (a bug: the caller answers INTERNAL).
 */
export function toAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  const dependency = isUnavailableError(error);
  return dependency ? serviceUnavailable(dependency, error) : null;
}
