import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Secrets that must never reach a log line, wherever they appear in a logged object. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.apiKey',
];

/** Text that is SQL: the database driver's errors quote the statement with its values. */
const SQL = /\b(?:select|insert|update|delete|with)\b[\s\S]*?\b(?:from|into|set|values)\b/i;
const SQL_LITERAL = /'(?:[^']|'')*'/g;
const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s'",)]+/g;

/**
 * What an error may say in a log: a failed statement's values are replaced (they hold password
 * hashes, token hashes, emails and prompts), and a password hash is replaced wherever it stands.
 */
function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') {
    const literalsOut = SQL.test(value) ? value.replace(SQL_LITERAL, "'[redacted]'") : value;
    return literalsOut.replace(PASSWORD_HASH, '[redacted]') as T;
  }
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)])) as T;
}

/** One JSON logger per process; Fastify's request logs and Nest's logs both go through it. */
export function createLogger(level: string, name: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    name,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { pid: process.pid },
    serializers: {
      err: (error: Error) => scrub(pino.stdSerializers.err(error)),
      trace: (trace: unknown) => scrub(trace),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Lets Nest's own Logger calls land in the same JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, String(message));
  }
}
