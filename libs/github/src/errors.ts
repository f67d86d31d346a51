import { AppError, Messages, type ErrorCode } from '@infragen/contracts';

/** What went wrong with a GitHub request, in the terms the product acts on. */
export type GithubFailureKind =
  /** GitHub refused the token: revoked or expired. The connection must be made again. */
  | 'unauthorized'
  | 'rate-limited'
  | 'forbidden'
  | 'not-found'
  /** GitHub refused the request as invalid (a name already taken, a branch that moved). */
  | 'rejected'
  /** GitHub answered with a server error, or not at all. */
  | 'unavailable';

/** What the user was doing: it picks the catalogue sentence the reason goes into. */
export type GithubAction = 'connect' | 'list' | 'create' | 'select' | 'push';

const CODE_OF_KIND: Record<GithubFailureKind, ErrorCode> = {
  unauthorized: 'GITHUB_RECONNECT_REQUIRED',
  'rate-limited': 'GITHUB_RATE_LIMITED',
  forbidden: 'GITHUB_FORBIDDEN',
  'not-found': 'GITHUB_REPO_NOT_FOUND',
  rejected: 'GITHUB_REJECTED',
  unavailable: 'GITHUB_UNAVAILABLE',
};

const M = Messages.github;

const sentence: Record<GithubAction, (reason: string) => string> = {
  connect: (reason) => reason,
  list: M.fetchReposFailed,
  select: M.fetchReposFailed,
  create: M.createRepoFailed,
  push: M.pushFailed,
};

/** The catalogue's sentence for a failure of `action` because of `reason`. */
export function githubActionMessage(action: GithubAction, reason: string): string {
  return sentence[action](reason);
}

/**
 * A GitHub failure in the product's words: its message is the catalogue's sentence for what the
 * user was doing, its code says what to do about it (reconnect, wait, fix the request). GitHub's
 * own status and text stay in `detail` for the log and, when GitHub itself is failing, the alert.
 */
export class GithubError extends AppError {
  constructor(
    readonly kind: GithubFailureKind,
    message: string,
    readonly detail: string,
    options: { retryAfterSeconds?: number | null; cause?: unknown } = {},
  ) {
    super(CODE_OF_KIND[kind], message, {
      cause: options.cause,
      retryAfterSeconds: options.retryAfterSeconds ?? null,
      alert:
        kind === 'unavailable'
          ? { title: M.alert.title, severity: 'high', message: detail, fingerprint: 'github:unavailable' }
          : null,
    });
    this.name = 'GithubError';
  }
}

interface RequestErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

function isRequestError(error: unknown): error is RequestErrorLike {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number';
}

/** GitHub's own words: a validation error's messages, else its message; never a header or a token. */
function githubText(error: RequestErrorLike): string {
  const data = error.response?.data as
    { message?: unknown; errors?: { message?: unknown; code?: unknown }[] } | undefined;
  const details = (data?.errors ?? [])
    .map((e) => (typeof e.message === 'string' ? e.message : typeof e.code === 'string' ? e.code : ''))
    .filter(Boolean);
  if (details.length > 0) return details.join('; ');
  if (typeof data?.message === 'string' && data.message) return data.message;
  return error.message.replace(/\s*-\s*https?:\/\/\S+$/, '');
}

function header(error: RequestErrorLike, name: string): string | undefined {
  const value = error.response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** Seconds until GitHub serves this token again: `retry-after`, else the rate limit's reset time. */
function secondsToWait(error: RequestErrorLike, now: number): number {
  const retryAfter = Number(header(error, 'retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return Math.ceil(retryAfter);
  const reset = Number(header(error, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, Math.ceil(reset - now / 1000));
  return 60;
}

function kindOf(error: RequestErrorLike): GithubFailureKind {
  const status = error.status;
  if (status === 401) return 'unauthorized';
  if (status === 429) return 'rate-limited';
  if (status === 403) {
    if (header(error, 'x-ratelimit-remaining') === '0' || /rate limit/i.test(githubText(error))) return 'rate-limited';
    return 'forbidden';
  }
  if (status === 404) return 'not-found';
  if (status === 409 || status === 422 || (status >= 400 && status < 500)) return 'rejected';
  return 'unavailable';
}

/**
 * The GithubError for a failed GitHub request (or anything thrown while making one): `subject`
 * names the repository or organisation a 404 is about.
 *
 * @example
 *   try { await github.rest.repos.get({ owner, repo }); }
 *   catch (error) { throw githubError(error, 'select', `${owner}/${repo}`); }
 */
export function githubError(error: unknown, action: GithubAction, subject = '', now = Date.now()): GithubError {
  if (error instanceof GithubError) return error;
  if (!isRequestError(error) || !error.response) {
    // No answer at all: refused connection, DNS, a timeout.
    const detail = error instanceof Error ? error.message : String(error);
    return new GithubError('unavailable', sentence[action](M.reasons.unavailable), `no answer: ${detail}`, {
      cause: error,
    });
  }
  const kind = kindOf(error);
  const text = githubText(error);
  const detail = `${error.status} ${text}`;
  const reasons: Record<GithubFailureKind, () => string> = {
    unauthorized: () => M.reasons.reconnect,
    'rate-limited': () => M.reasons.rateLimited(secondsToWait(error, now)),
    forbidden: () => M.reasons.forbidden(text),
    'not-found': () =>
      subject.includes('/') || !subject ? M.reasons.repoNotFound(subject || 'named') : M.reasons.orgNotFound(subject),
    rejected: () => M.reasons.rejected(text.replace(/\.$/, '')),
    unavailable: () => M.reasons.unavailable,
  };
  // Not kept as the cause: Octokit's error holds the request, whose body may carry a secret (the
  // token exchange sends the client secret); its status and GitHub's text are all the log needs.
  return new GithubError(kind, sentence[action](reasons[kind]()), detail, {
    retryAfterSeconds: kind === 'rate-limited' ? secondsToWait(error, now) : null,
  });
}
