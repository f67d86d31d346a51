import { z } from 'zod';

/**
 * Every environment variable the processes read, validated at start-up. A wrong value stops the
 * process with a message naming the variable. The README's configuration table lists exactly
 * these (a test compares the two).
 */
const port = z.coerce.number().int().min(0).max(65535);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}//`,
  );

export const ENV_SCHEMA = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, - or _')
    .default('infragen'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ORIGIN: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(256 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(50),
  CHECK_THREADS: z.coerce.number().int().min(1).max(32).default(1),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  MONITOR_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
  START_REDIS: bool.default(true),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http:', 'https:']).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  OPENAI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  GENERATION_RATE_LIMIT_ANONYMOUS: z.coerce.number().int().min(0).max(1_000_000).default(20),
  GENERATION_RATE_LIMIT_USER: z.coerce.number().int().min(0).max(1_000_000).default(100),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  DATABASE_EMBEDDED: bool.default(false),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Infragen <no-reply@infragen.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_URL: url(['http:', 'https:']).default('https://github.com'),
  GITHUB_API_URL: url(['http:', 'https:']).default('https://api.github.com'),
  ENCRYPTION_KEY: z
    .string()
    // 32 bytes: 64 hex digits, or 43 base64 (or base64url) characters and one `=` of padding.
    .regex(
      /^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/_-]{43}=?)$/,
      'must be 32 random bytes as base64 (`openssl rand -base64 32`) or 64 hex digits',
    )
    .optional(),
} as const;

export type EnvKey = keyof typeof ENV_SCHEMA;

/** One line per variable for the README: default and meaning. */
export const ENV_DOCS: Readonly<Record<EnvKey, string>> = {
  NODE_ENV: '`development`, `production` or `test`.',
  PORT: 'Port the api (and the web app it serves) listens on.',
  HOST: 'Address the api binds to.',
  DATA_DIR: 'Where `npm start` keeps its data: the embedded Postgres and, when it starts one, Redis.',
  DATABASE_URL: 'PostgreSQL server. Unset: an embedded Postgres (PGlite) under `DATA_DIR`.',
  DATABASE_POOL_MAX:
    'Connections per process to PostgreSQL, all opened at start and kept (the embedded mode always uses 1).',
  REDIS_URL: 'Redis for queues, realtime fan-out and rate limits.',
  REDIS_KEY_PREFIX:
    'Prefix of every Redis key and channel this deployment uses, so several deployments can share one Redis. api and workers must agree.',
  LOG_LEVEL: 'Minimum level of the JSON logs.',
  WEB_ORIGIN:
    'Comma-separated origins allowed by CORS and Socket.IO (the web dev server, say). Same-origin always works.',
  WEB_DIST_DIR: 'Folder of the built web app that the api serves. Default: `apps/web/dist`.',
  BODY_LIMIT_BYTES: 'Largest accepted request body; larger ones get 413.',
  REQUEST_TIMEOUT_MS:
    'How long a client may take to send a whole request (headers and body); a slower one is answered 408 and its connection closed, so trickled requests cannot hold connections open.',
  WORKER_CONCURRENCY: 'Jobs one worker process runs at once (generations are I/O-bound streams).',
  CHECK_THREADS:
    "Worker threads each api and worker process keeps for checking code (validation and security scan), so a check never blocks the process that relays streams. A thread costs about 35 MiB with the checker loaded; a format's parser and schemas load with its first check in that thread (0.1-0.8 s, once) and stay: 10-20 MiB per format, about 90 MiB with every format (bench/RESULTS.md). The worker starts its threads with the process, the api with its first check.",
  SHUTDOWN_TIMEOUT_MS: 'On SIGTERM, how long active jobs and requests may take before they are released.',
  RECONCILE_INTERVAL_MS:
    'How often a worker looks for generations left queued or running with no live job behind them (after a database outage, say) and ends them with a message.',
  MONITOR_INTERVAL_MS:
    'How often the api checks PostgreSQL, Redis and the generation workers, and raises a system alert for an outage or when no worker is left.',
  START_REDIS: '`npm start` only: start a local `redis-server` when nothing answers at `REDIS_URL`.',
  OPENAI_API_KEY:
    'Key of the OpenAI-compatible endpoint. Unset (and no `OPENAI_BASE_URL`): the built-in generator answers. Never logged.',
  OPENAI_BASE_URL:
    'Any OpenAI-compatible endpoint (Azure OpenAI, Ollama, vLLM, LM Studio, OpenRouter). Unset: api.openai.com.',
  OPENAI_MODEL: 'Model name sent with every request.',
  OPENAI_TIMEOUT_MS: 'How long the model may take to start answering before the generation fails with a timeout.',
  OPENAI_IDLE_TIMEOUT_MS: 'How long a started stream may stay silent before the generation fails with a timeout.',
  GENERATION_RATE_LIMIT_ANONYMOUS:
    'Generations an anonymous visitor (per IP address) may start per hour; 0 turns anonymous generation off.',
  GENERATION_RATE_LIMIT_USER: 'Generations a signed-in user may start per hour.',
  TRUST_PROXY:
    'Proxies whose `X-Forwarded-For` (and `X-Forwarded-Proto`) is believed (for client addresses in rate limits and logs, and whether a request came over https: `Strict-Transport-Security` is sent only then): `loopback`, `uniquelocal`, addresses or CIDRs, comma-separated.',
  DATABASE_EMBEDDED:
    'Set by `npm start` when it provides the embedded Postgres (then, with no `ADMIN_EMAIL`, a demo administrator is created). Not for setting by hand.',
  JWT_SECRET:
    "Key signing the access tokens (HS256) and, through a key derived from it, anonymous visitors' session tokens (decision 029), 32 characters or more. Required in production; otherwise generated once and kept in `DATA_DIR/secrets/jwt-secret`.",
  ACCESS_TOKEN_TTL_SECONDS: 'Lifetime of an access token; the web app refreshes it before it ends.',
  REFRESH_TOKEN_TTL_DAYS: 'Lifetime of a session without activity: each refresh token is single-use and rotates.',
  PUBLIC_URL:
    'Address of the site as users reach it, used in email links. Required in production when `SMTP_URL` is set.',
  SMTP_URL:
    'SMTP server for verification emails (`smtp://user:pass@host:587`). Unset: accounts need no email verification (said in the start-up log).',
  MAIL_FROM: 'Sender of the emails.',
  ADMIN_EMAIL:
    'With `ADMIN_PASSWORD`: an administrator created at start-up if no account has that email. An existing account is never promoted: if it is not an administrator, start-up stops and says how to make it one deliberately (`npm run admin:create`).',
  ADMIN_PASSWORD: 'Password of the `ADMIN_EMAIL` administrator when it is created (8 to 128 characters).',
  GITHUB_CLIENT_ID:
    'Client ID of the GitHub OAuth App users connect through (its callback URL: `<site>/auth/github/callback`). Unset: GitHub is not offered.',
  GITHUB_CLIENT_SECRET: 'Client secret of that OAuth App. Never logged.',
  GITHUB_URL: "GitHub's web address, where users authorize the app; a GitHub Enterprise Server's address for one.",
  GITHUB_API_URL: "GitHub's REST API; `https://<host>/api/v3` for a GitHub Enterprise Server.",
  ENCRYPTION_KEY:
    'Key (32 bytes, base64 or hex) that encrypts secrets at rest, such as GitHub tokens (AES-256-GCM). Required in production once GitHub is configured; otherwise generated once and kept in `DATA_DIR/secrets/encryption-key`.',
};

const schema = z.object(ENV_SCHEMA);
export type Env = z.infer<typeof schema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses `source` (pass process.env); throws EnvError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(ENV_SCHEMA)) {
    const value = source[key];
    picked[key] = value === '' ? undefined : value;
  }
  const result = schema.safeParse(picked);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
    }),
  );
}
