import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GithubDescription, type MatchedOperation } from './github-description';
import { errorJson, type EmulatedUser, type Urls } from './github-json';
import { challengeOf, EmulatorState, type IssuedToken, type OutageFault, type RateLimitFault } from './emulator-state';
import { HANDLERS } from './rest-handlers';

/**
 * A GitHub that runs in the test tree. It serves the OAuth App web flow (the authorize page, where
 * a test or a browser signs in as one of its users, and the token exchange, which checks the PKCE
 * verifier against the challenge) and the REST API under /api/v3, as a GitHub Enterprise Server
 * lays them out. Every API request it receives and every answer it sends is checked against
 * GitHub's published OpenAPI description; a mismatch is answered as an error (400 for the
 * request, 500 for the answer) and kept in `problems`, which tests require to be empty. Pushed
 * content is kept as real git objects, so a test reads back the committed tree.
 *
 * Faults a test switches on: a revoked token, a rate limit (primary or secondary, 403 or 429,
 * after N more requests), an outage (5xx after N more requests, all or writes only).
 */
export interface GithubEmulatorOptions {
  /** github-openapi.json (scripts/extract-github-openapi.mjs writes it). */
  descriptionFile: string;
  clientId: string;
  clientSecret: string;
  /** The OAuth App's registered callback URL; redirect_uri must be it or below it. */
  callbackUrl?: string | null;
  /** The user a browser on the authorize page acts as. */
  browserLogin?: string;
  port?: number;
}

export interface RequestRecord {
  method: string;
  path: string;
  operationId: string | null;
  status: number;
}

const RATE_LIMIT = 5000;
const API_PREFIX = '/api/v3';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    ...headers,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

/** A body as JSON or as a form, or undefined when there is none. */
function parseBody(text: string, type: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  if (type?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class GithubEmulator {
  readonly state: EmulatorState;
  /** Mismatches with GitHub's description and misuse of the OAuth flow, as they happened. */
  readonly problems: string[] = [];
  readonly requests: RequestRecord[] = [];
  private readonly description: GithubDescription;
  private server: Server | null = null;
  private port = 0;
  browserLogin: string | null;

  private constructor(options: GithubEmulatorOptions) {
    this.description = new GithubDescription(options.descriptionFile);
    this.state = new EmulatorState({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      name: 'Infragen',
      callbackUrl: options.callbackUrl ?? null,
    });
    this.browserLogin = options.browserLogin ?? null;
  }

  static async start(options: GithubEmulatorOptions): Promise<GithubEmulator> {
    const emulator = new GithubEmulator(options);
    const server = createServer((req, res) => {
      emulator.handle(req, res).catch((error: unknown) => {
        emulator.problems.push(`emulator failure on ${req.method} ${req.url}: ${String(error)}`);
        if (!res.headersSent) send(res, 500, errorJson('Emulator failure', 500));
      });
    });
    await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
    emulator.server = server;
    emulator.port = (server.address() as AddressInfo).port;
    return emulator;
  }

  /** GitHub's web address (the authorize page and token exchange live here). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The REST API's base, as on a GitHub Enterprise Server. */
  get apiUrl(): string {
    return `${this.url}${API_PREFIX}`;
  }

  private get urls(): Urls {
    return { web: this.url, api: this.apiUrl };
  }

  set callbackUrl(url: string | null) {
    this.state.app.callbackUrl = url;
  }

  addUser(login: string, name: string | null = null): EmulatedUser {
    return this.state.addUser(login, name);
  }

  addOrg(login: string, members: string[]): void {
    this.state.addOrg(login, members);
  }

  /** A repository with `files` committed on main, or empty (no commit) without them. */
  addRepo(owner: string, name: string, options: { private?: boolean; files?: Record<string, string> } = {}): void {
    const account = this.state.owner(owner);
    if (!account) throw new Error(`no account ${owner}`);
    const repo = this.state.createRepo(account, name, { private: options.private });
    if (!options.files) return;
    const git = this.state.git;
    const changes = Object.entries(options.files).map(([path, content]) => ({
      path,
      mode: '100644',
      type: 'blob' as const,
      sha: git.writeBlob(Buffer.from(content)),
    }));
    const author = { name: owner, email: `${owner}@users.noreply.example`, when: Math.floor(Date.now() / 1000) };
    const tree = git.updateTree(null, changes);
    repo.refs.set('main', git.writeCommit({ tree, parents: [], author, committer: author, message: 'Initial commit' }));
  }

  /** The files of a branch's head commit, by path. */
  files(fullName: string, branch?: string): Record<string, string> {
    const [owner, name] = fullName.split('/');
    const repo = this.state.repo(owner!, name!);
    const head = repo?.refs.get(branch ?? repo.defaultBranch);
    if (!repo || !head) return {};
    return Object.fromEntries(this.state.git.files(this.state.git.readCommit(head).tree));
  }

  /** A branch's commits, newest first (first parents only). */
  commits(fullName: string, branch?: string): { sha: string; message: string; parents: string[] }[] {
    const [owner, name] = fullName.split('/');
    const repo = this.state.repo(owner!, name!);
    let sha = repo?.refs.get(branch ?? repo.defaultBranch);
    const out = [];
    while (sha) {
      const commit = this.state.git.readCommit(sha);
      out.push({ sha, message: commit.message, parents: commit.parents });
      sha = commit.parents[0];
    }
    return out;
  }

  branches(fullName: string): string[] {
    const [owner, name] = fullName.split('/');
    return [...(this.state.repo(owner!, name!)?.refs.keys() ?? [])];
  }

  pulls(fullName: string) {
    return this.state.pulls.get(fullName.toLowerCase()) ?? [];
  }

  repository(fullName: string) {
    const [owner, name] = fullName.split('/');
    return this.state.repo(owner!, name!);
  }

  /** Every token issued to `login` stops working, as when the user revokes the app on GitHub. */
  revokeTokensOf(login: string): void {
    for (const token of this.state.tokens.values()) if (token.login === login) token.revoked = true;
  }

  /** Tokens issued so far (tests check none reaches the browser or a log). */
  issuedTokens(): string[] {
    return [...this.state.tokens.keys()];
  }

  limitRate(fault: Partial<RateLimitFault> & { resetInSeconds?: number }): void {
    this.state.rateLimit = {
      login: fault.login ?? null,
      kind: fault.kind ?? 'primary',
      status: fault.status ?? 403,
      resetAt: Math.floor(Date.now() / 1000) + (fault.resetInSeconds ?? 1800),
      retryAfter: fault.retryAfter ?? 60,
      after: fault.after ?? 0,
    };
  }

  /** GitHub stops answering properly after `after` more API requests. */
  breakDown(fault: Partial<OutageFault>): void {
    this.state.outage = { status: fault.status ?? 503, after: fault.after ?? 0, writesOnly: fault.writesOnly ?? false };
  }

  /** Every fault switched off. */
  heal(): void {
    this.state.rateLimit = null;
    this.state.outage = null;
  }

  /**
   * A person on the authorize page: opens `authorizeUrl` (as the browser would), then approves
   * (or denies) as `login`. Answers where GitHub sends the browser back (redirect_uri with code
   * and state, or the error).
   */
  async authorize(authorizeUrl: string, login: string, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
    const page = await fetch(authorizeUrl);
    if (page.status !== 200) throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
    const form = new URLSearchParams(new URL(authorizeUrl).search);
    form.set('login', login);
    form.set('decision', decision);
    const answer = await fetch(`${this.url}/login/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    const location = answer.headers.get('location');
    if (answer.status !== 302 || !location)
      throw new Error(`authorize answered ${answer.status}: ${await answer.text()}`);
    return location;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const text = await readBody(req);
    if (url.pathname === '/login/oauth/authorize' && method === 'GET') return this.authorizePage(url, res);
    if (url.pathname === '/login/oauth/authorize' && method === 'POST')
      return this.authorizeDecision(new URLSearchParams(text), res);
    if (url.pathname === '/login/oauth/access_token' && method === 'POST')
      return this.exchange(parseBody(text, req.headers['content-type']) ?? {}, req, res);
    if (url.pathname.startsWith('/_emulator/')) return this.control(url, res);
    if (url.pathname.startsWith(`${API_PREFIX}/`)) return this.api(method, url, text, req, res);
    send(res, 404, errorJson('Not Found', 404));
  }

  /** Test controls over HTTP, for a test in another process (the browser tests). */
  private control(url: URL, res: ServerResponse): void {
    if (url.pathname === '/_emulator/files')
      return send(res, 200, {
        files: this.files(url.searchParams.get('repo')!, url.searchParams.get('branch') ?? undefined),
      });
    if (url.pathname === '/_emulator/problems') return send(res, 200, { problems: this.problems });
    send(res, 404, errorJson('Not Found', 404));
  }

  private redirectProblem(redirectUri: string | null): string | null {
    const registered = this.state.app.callbackUrl;
    if (!registered) return 'the OAuth App has no callback URL';
    if (!redirectUri) return null;
    const want = new URL(registered);
    const got = new URL(redirectUri);
    // GitHub: same host and port, and a path at or below the callback URL's.
    if (got.origin !== want.origin || !got.pathname.startsWith(want.pathname))
      return `redirect_uri ${redirectUri} is not the registered callback ${registered}`;
    return null;
  }

  private authorizePage(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const problems: string[] = [];
    if (q.get('client_id') !== this.state.app.clientId) problems.push(`unknown client_id ${q.get('client_id')}`);
    const redirect = this.redirectProblem(q.get('redirect_uri'));
    if (redirect) problems.push(redirect);
    const method = q.get('code_challenge_method');
    if (q.get('code_challenge') && method !== 'S256' && method !== 'plain')
      problems.push(`code_challenge_method ${method}`);
    if (problems.length) {
      this.problems.push(...problems.map((p) => `authorize: ${p}`));
      return send(res, 400, `<h1>Error</h1><p>${escape(problems.join('; '))}</p>`);
    }
    const hidden = [...q.entries()]
      .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
      .join('');
    const login = this.browserLogin ?? [...this.state.users.values()][0]?.login ?? '';
    send(
      res,
      200,
      `<!doctype html><html lang="en"><head><title>Authorize application</title></head><body>
<main><h1>Authorize ${escape(this.state.app.name)}</h1>
<p>Signed in to the GitHub emulator as <strong>${escape(login)}</strong>.</p>
<p>Requested scopes: ${escape(q.get('scope') ?? '(none)')}</p>
<form method="post" action="/login/oauth/authorize">${hidden}<input type="hidden" name="login" value="${escape(login)}">
<button type="submit" name="decision" value="allow">Authorize ${escape(this.state.app.name)}</button>
<button type="submit" name="decision" value="deny">Cancel</button></form></main></body></html>`,
    );
  }

  private authorizeDecision(form: URLSearchParams, res: ServerResponse): void {
    const redirectUri = form.get('redirect_uri') ?? this.state.app.callbackUrl!;
    const target = new URL(redirectUri);
    const state = form.get('state');
    if (form.get('decision') === 'deny') {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user has denied your application access.');
    } else {
      const login = form.get('login') ?? '';
      if (!this.state.users.has(login.toLowerCase())) return send(res, 400, `<p>No user ${escape(login)}</p>`);
      const code = this.state.newCode({
        clientId: form.get('client_id') ?? '',
        redirectUri: form.get('redirect_uri'),
        scopes: (form.get('scope') ?? '').split(/[\s,]+/).filter(Boolean),
        login,
        challenge: form.get('code_challenge'),
        challengeMethod: form.get('code_challenge_method'),
      });
      target.searchParams.set('code', code);
    }
    if (state !== null) target.searchParams.set('state', state);
    res.writeHead(302, { location: target.toString() });
    res.end();
  }

  /** POST /login/oauth/access_token: GitHub answers 200 with an error body when it refuses. */
  private exchange(params: Record<string, unknown>, req: IncomingMessage, res: ServerResponse): void {
    const json = (req.headers.accept ?? '').includes('application/json');
    const reply = (body: Record<string, string>) =>
      json
        ? send(res, 200, body)
        : send(res, 200, new URLSearchParams(body).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    // A refusal is GitHub's ordinary answer to a wrong exchange: the product must handle it.
    const refuse = (error: string, description: string) =>
      reply({ error, error_description: description, error_uri: 'https://docs.github.com/apps/troubleshooting' });
    const get = (name: string) => (typeof params[name] === 'string' ? (params[name] as string) : null);
    if (get('client_id') !== this.state.app.clientId || get('client_secret') !== this.state.app.clientSecret)
      return refuse('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.');
    const code = this.state.codes.get(get('code') ?? '');
    if (!code || code.used || code.expiresAt < Date.now() || code.clientId !== get('client_id'))
      return refuse('bad_verification_code', 'The code passed is incorrect or expired.');
    if (code.redirectUri && get('redirect_uri') !== code.redirectUri)
      return refuse(
        'redirect_uri_mismatch',
        'The redirect_uri MUST match the registered callback URL for this application.',
      );
    if (code.challenge) {
      const verifier = get('code_verifier');
      if (!verifier || challengeOf(verifier, code.challengeMethod ?? 'plain') !== code.challenge)
        return refuse('bad_verification_code', 'The code_verifier does not match the code_challenge.');
    }
    code.used = true;
    const token = this.state.issueToken(code.login, code.scopes);
    reply({ access_token: token, token_type: 'bearer', scope: code.scopes.join(',') });
  }

  private rateHeaders(login: string): Record<string, string> {
    const used = this.state.used.get(login) ?? 0;
    const limited = this.state.rateLimit;
    const exhausted =
      limited && limited.kind === 'primary' && limited.after < 0 && (!limited.login || limited.login === login);
    return {
      'x-ratelimit-limit': String(RATE_LIMIT),
      'x-ratelimit-remaining': exhausted ? '0' : String(Math.max(0, RATE_LIMIT - used)),
      'x-ratelimit-reset': String(limited?.resetAt ?? Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-used': String(used),
      'x-ratelimit-resource': 'core',
    };
  }

  /** The fault that answers this request instead of the API, if one is due. */
  private fault(
    method: string,
    login: string,
  ): { status: number; body: unknown; headers: Record<string, string> } | null {
    const outage = this.state.outage;
    if (outage && (!outage.writesOnly || method !== 'GET')) {
      if (outage.after <= 0) {
        const message = outage.status === 503 ? 'Service Unavailable' : 'Server Error';
        return { status: outage.status, body: errorJson(message, outage.status), headers: {} };
      }
      outage.after -= 1;
    }
    const limit = this.state.rateLimit;
    if (limit && (!limit.login || limit.login === login)) {
      if (limit.after > 0) {
        limit.after -= 1;
        return null;
      }
      limit.after = -1;
      const user = this.state.users.get(login.toLowerCase());
      if (limit.kind === 'secondary')
        return {
          status: limit.status,
          body: errorJson(
            'You have exceeded a secondary rate limit and have been temporarily blocked from content creation. Please retry your request again later.',
            limit.status,
            'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api#about-secondary-rate-limits',
          ),
          headers: { 'retry-after': String(limit.retryAfter) },
        };
      return {
        status: limit.status,
        body: errorJson(
          `API rate limit exceeded for user ID ${user?.id ?? 0}.`,
          limit.status,
          'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api',
        ),
        headers: {},
      };
    }
    return null;
  }

  private async api(method: string, url: URL, text: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = url.pathname.slice(API_PREFIX.length);
    const op = this.description.match(method, path);
    const record = (status: number) =>
      this.requests.push({ method, path, operationId: op?.operationId ?? null, status });
    if (!op) {
      this.problems.push(`${method} ${path}: not an operation of the description (${this.description.source})`);
      record(404);
      return send(res, 404, errorJson('Not Found', 404));
    }
    if (op.operationId === 'apps/delete-token') return this.deleteToken(op, url, text, req, res, record);
    const token = this.authenticate(req.headers.authorization);
    if (!token) {
      record(401);
      return this.answer(op, res, 401, errorJson('Bad credentials', 401), {});
    }
    const user = this.state.users.get(token.login.toLowerCase())!;
    this.state.used.set(user.login, (this.state.used.get(user.login) ?? 0) + 1);
    const headers = {
      ...this.rateHeaders(user.login),
      'x-oauth-scopes': token.scopes.join(', '),
      'x-accepted-oauth-scopes': '',
      'x-github-api-version-selected': '2022-11-28',
    };
    const fault = this.fault(method, user.login);
    if (fault) {
      record(fault.status);
      return this.answer(op, res, fault.status, fault.body, {
        ...headers,
        ...this.rateHeaders(user.login),
        ...fault.headers,
      });
    }
    let body: Record<string, unknown> | undefined;
    try {
      body = parseBody(text, req.headers['content-type']);
    } catch {
      record(400);
      return this.answer(op, res, 400, errorJson('Problems parsing JSON', 400), headers);
    }
    const problems = this.description.checkRequest(op, url.searchParams, body);
    if (problems.length) {
      this.problems.push(...problems.map((p) => `${op.operationId} request: ${p}`));
      record(400);
      return send(
        res,
        400,
        errorJson(`Request does not match GitHub's description: ${problems.join('; ')}`, 400),
        headers,
      );
    }
    const handler = HANDLERS[op.operationId];
    if (!handler) throw new Error(`no handler for ${op.operationId}`);
    const answer = handler(this.state, this.urls, {
      params: op.params,
      query: url.searchParams,
      body: body ?? {},
      token,
      user,
    });
    record(answer.status);
    this.answer(op, res, answer.status, answer.body, { ...headers, ...answer.headers });
  }

  /** An OAuth App revoking a token it was given (basic authentication with its id and secret). */
  private deleteToken(
    op: MatchedOperation,
    url: URL,
    text: string,
    req: IncomingMessage,
    res: ServerResponse,
    record: (status: number) => void,
  ): void {
    const basic = /^basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString().split(':') : [];
    if (id !== this.state.app.clientId || secret !== this.state.app.clientSecret || op.params.client_id !== id) {
      record(404);
      return this.answer(op, res, 404, errorJson('Not Found', 404), {});
    }
    const body = parseBody(text, req.headers['content-type']);
    const problems = this.description.checkRequest(op, url.searchParams, body);
    if (problems.length) {
      this.problems.push(...problems.map((p) => `${op.operationId} request: ${p}`));
      record(400);
      return send(res, 400, errorJson(`Request does not match GitHub's description: ${problems.join('; ')}`, 400));
    }
    const token = this.state.tokens.get(String(body!.access_token));
    if (token) token.revoked = true;
    record(204);
    res.writeHead(204);
    res.end();
  }

  /** Sends an answer after checking it against the description; a mismatch is a 500 and a problem. */
  private answer(
    op: MatchedOperation,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string>,
  ): void {
    const problems = this.description.checkResponse(op, status, body);
    if (problems.length) {
      this.problems.push(...problems.map((p) => `${op.operationId} answer: ${p}`));
      return send(
        res,
        500,
        errorJson(`Emulator answer does not match GitHub's description: ${problems.join('; ')}`, 500),
      );
    }
    send(res, status, body, headers);
  }

  private authenticate(header: string | undefined): IssuedToken | null {
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? '');
    const token = match ? this.state.tokens.get(match[1]!) : undefined;
    return token && !token.revoked ? token : null;
  }
}
