import type { Octokit } from '@octokit/rest' with { 'resolution-mode': 'import' };

/** An Octokit client with the retry and throttling plugins, for one user's token. */
export type GithubClient = Octokit;

export interface GithubClientOptions {
  /** The REST API's base URL: https://api.github.com, or https://<host>/api/v3 on GitHub Enterprise Server. */
  apiUrl: string;
  /** The user's OAuth token; none for the token exchange. */
  token?: string;
  /**
   * Times a request GitHub answered with a server error (or not at all) is tried again, after 1,
   * 4 and 9 seconds. Rate limits are never retried: they are reported with their reset time.
   */
  retries: number;
  /** Spaces one user's writes (GitHub asks for a second between content-creating requests). */
  throttleId: string;
  /** Where Octokit's own warnings go (deprecations, throttling notices). */
  warn?: (message: string) => void;
}

/** How long one request may take before it counts as GitHub not answering. */
const REQUEST_TIMEOUT_MS = 30_000;

type Modules = [
  typeof import('@octokit/rest', { with: { 'resolution-mode': 'import' } }),
  typeof import('@octokit/plugin-retry', { with: { 'resolution-mode': 'import' } }),
  typeof import('@octokit/plugin-throttling', { with: { 'resolution-mode': 'import' } }),
];
let modules: Promise<Modules> | null = null;

/**
 * Octokit ships ES modules only; this CommonJS library loads them on first use (Node 20.19+
 * imports them natively; Jest transforms them).
 */
function loadModules(): Promise<Modules> {
  modules ??= Promise.all([
    import('@octokit/rest'),
    import('@octokit/plugin-retry'),
    import('@octokit/plugin-throttling'),
  ]);
  return modules;
}

/** fetch with a time limit per request, so a GitHub that never answers fails like one that refuses. */
const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, {
    ...init,
    signal: init?.signal
      ? AbortSignal.any([init.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });

/**
 * A client for GitHub's REST API (GitHub or a GitHub Enterprise Server at `apiUrl`).
 *
 * @example
 *   const github = await createGithubClient({ apiUrl: 'https://api.github.com', token, retries: 3, throttleId: userId });
 *   await github.rest.users.getAuthenticated();
 */
export async function createGithubClient(options: GithubClientOptions): Promise<GithubClient> {
  const [{ Octokit }, { retry }, { throttling }] = await loadModules();
  const Client = Octokit.plugin(retry, throttling);
  const warn = options.warn ?? (() => undefined);
  const quiet = () => undefined;
  return new Client({
    baseUrl: options.apiUrl.replace(/\/+$/, ''),
    auth: options.token,
    userAgent: 'infragen',
    log: { debug: quiet, info: quiet, warn, error: quiet },
    request: { fetch: fetchWithTimeout },
    // Only GitHub's own failures (5xx, no answer) are worth another try: a refusal stays one (409:
    // an empty repository; 429: a rate limit, reported with its wait like the others).
    retry: { retries: options.retries, doNotRetry: [400, 401, 403, 404, 409, 410, 422, 429, 451] },
    throttle: {
      id: options.throttleId,
      // Reported to the user with the time GitHub names, never waited out or retried blindly.
      onRateLimit: () => false,
      onSecondaryRateLimit: () => false,
    },
  });
}
