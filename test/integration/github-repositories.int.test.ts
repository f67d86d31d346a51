import { Writable } from 'node:stream';
import pino from 'pino';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect, record } from '../support/generation-client';
import { waitFor } from '../support/free-port';
import { type GithubEmulator } from '../support/github/github-emulator';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import { connectGithub } from '../support/github/github-session';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/**
 * A connected user's organisations and repositories: the personal account or an organisation,
 * pages, search, creating one (validated, with the dialog's defaults) and selecting one; and the
 * failures GitHub causes: a revoked token, a rate limit.
 */
describe('GitHub organisations and repositories', () => {
  let db: TestDatabase;
  let stack: Stack;
  let github: GithubEmulator;
  let ada: SignedIn;
  const logs: string[] = [];

  beforeAll(async () => {
    github = await startGithubEmulator();
    github.addUser('ada-gh', 'Ada Lovelace');
    github.addOrg('engines', ['ada-gh']);
    github.addOrg('strangers', []);
    for (let i = 1; i <= 35; i += 1) github.addRepo('ada-gh', `notes-${String(i).padStart(2, '0')}`);
    github.addRepo('ada-gh', 'secret-plans', { private: true });
    github.addRepo('engines', 'difference-engine', { files: { 'README.md': '# engine\n' } });
    github.addRepo('strangers', 'theirs', { private: true });
    db = await createTestDatabase();
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    );
    stack = await startStack({ databaseUrl: db.url, workers: 0, env: githubEnv(github), logger });
    github.callbackUrl = `${stack.baseUrl}/auth/github/callback`;
    ada = await signUpUser(stack.baseUrl);
    await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
  });
  afterEach(() => {
    github.heal();
    expect(github.problems).toEqual([]);
  });
  afterAll(async () => {
    await stack?.close();
    await db?.drop();
    await github?.close();
  });

  const get = (path: string, token = ada.token) => call(stack.baseUrl, 'GET', path, { token });

  it('lists the organisations, read from GitHub', async () => {
    github.addOrg('analytical', ['ada-gh']);
    const answer = await get('/api/github/organizations');
    expect(answer.body.organizations.map((o: { login: string }) => o.login)).toEqual(['engines', 'analytical']);
    expect((await get('/api/github/connection')).body.organizations).toHaveLength(2);
  });

  it('pages through the personal repositories, private ones included', async () => {
    const first = await get('/api/github/repositories?perPage=30');
    expect(first.body).toMatchObject({ page: 1, hasNextPage: true });
    expect(first.body.repositories).toHaveLength(30);
    const second = await get('/api/github/repositories?perPage=30&page=2');
    expect(second.body).toMatchObject({ page: 2, hasNextPage: false });
    const names = [...first.body.repositories, ...second.body.repositories].map((r: { name: string }) => r.name);
    expect(names).toHaveLength(36);
    expect(names).toContain('secret-plans');
    expect(second.body.repositories[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      full_name: expect.stringMatching(/^ada-gh\//),
      private: expect.any(Boolean),
      html_url: expect.stringMatching(new RegExp(`^${github.url}/ada-gh/`)),
      description: null,
      default_branch: 'main',
    });
  });

  it("switches to an organisation's repositories, and searches by name", async () => {
    const org = await get('/api/github/repositories?organization=engines');
    expect(org.body.repositories.map((r: { full_name: string }) => r.full_name)).toEqual(['engines/difference-engine']);
    const found = await get('/api/github/repositories?search=notes-3');
    expect(found.body.repositories.map((r: { name: string }) => r.name).sort()).toEqual([
      'notes-30',
      'notes-31',
      'notes-32',
      'notes-33',
      'notes-34',
      'notes-35',
    ]);
    const inOrg = await get('/api/github/repositories?organization=engines&search=engine');
    expect(inOrg.body.repositories).toHaveLength(1);
    const unknown = await get('/api/github/repositories?organization=nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'GITHUB_REPO_NOT_FOUND',
      message:
        'Failed to fetch repositories: the organization nobody-here does not exist, or this GitHub account is not a member.',
    });
  });

  it('creates a repository with the dialog defaults (trimmed name, default description, public) and selects it', async () => {
    const created = await call(stack.baseUrl, 'POST', '/api/github/repositories', {
      token: ada.token,
      body: { name: '  analytical-infra  ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ full_name: 'ada-gh/analytical-infra', private: false });
    expect(github.repository('ada-gh/analytical-infra')).toMatchObject({
      description: 'Generated infrastructure code',
      private: false,
    });
    expect((await get('/api/github/connection')).body.selected_repo).toMatchObject({
      full_name: 'ada-gh/analytical-infra',
    });

    const inOrg = await call(stack.baseUrl, 'POST', '/api/github/repositories', {
      token: ada.token,
      body: { name: 'org-infra', description: 'Mine', private: true, organization: 'engines' },
    });
    expect(inOrg.body).toMatchObject({ full_name: 'engines/org-infra', private: true, description: 'Mine' });
  });

  it('refuses a repository without a name, with a bad name, or one that exists', async () => {
    const post = (body: object) => call(stack.baseUrl, 'POST', '/api/github/repositories', { token: ada.token, body });
    for (const body of [{}, { name: '   ' }]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('Repository name is required');
    }
    expect((await post({ name: 'has space' })).body.message).toContain('Repository names may contain only letters');
    const taken = await post({ name: 'secret-plans' });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      code: 'GITHUB_REJECTED',
      message: 'Failed to create repository: GitHub refused it: name already exists on this account.',
    });
    const foreign = await post({ name: 'x', organization: 'strangers' });
    expect(foreign.body.message).toBe(
      'Failed to create repository: the organization strangers does not exist, or this GitHub account is not a member.',
    );
  });

  it('selects a repository the account can see, clears the selection, and refuses one it cannot see', async () => {
    const put = (repoFullName: string | null) =>
      call(stack.baseUrl, 'PUT', '/api/github/selected-repository', { token: ada.token, body: { repoFullName } });
    expect((await put('engines/difference-engine')).body.selected_repo).toMatchObject({
      full_name: 'engines/difference-engine',
      default_branch: 'main',
    });
    expect((await put(null)).body.selected_repo).toBeNull();
    const hidden = await put('strangers/theirs');
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(
      'Failed to fetch repositories: the repository strangers/theirs does not exist, or this GitHub account cannot see it.',
    );
    expect((await put('not a name')).status).toBe(400);
  });

  it('answers a rate limit with its wait, without retrying it', async () => {
    github.limitRate({ resetInSeconds: 600 });
    const before = github.requests.length;
    const answer = await get('/api/github/repositories');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^(599|600|601)$/);
    expect(answer.body).toMatchObject({
      code: 'GITHUB_RATE_LIMITED',
      message:
        'Failed to fetch repositories: the GitHub rate limit of this account is used up. It resets in 10 minutes; try again then.',
    });
    expect(github.requests.length - before).toBe(1);

    github.limitRate({ kind: 'secondary', status: 429, retryAfter: 30 });
    const beforeSecondary = github.requests.length;
    const secondary = await get('/api/github/repositories');
    expect(secondary.status).toBe(429);
    expect(github.requests.length - beforeSecondary).toBe(1);
    expect(secondary.body.message).toContain('It resets in 30 seconds');
  });

  it('marks the connection broken when GitHub refuses the token, and asks to reconnect', async () => {
    const events = record(await connect(stack.baseUrl, { token: ada.token }));
    github.revokeTokensOf('ada-gh');
    const refused = await get('/api/github/repositories');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'GITHUB_RECONNECT_REQUIRED',
      message:
        'Failed to fetch repositories: GitHub no longer accepts this connection (the access was revoked or has expired). Reconnect to GitHub.',
    });
    expect((await get('/api/github/connection')).body.status).toBe('broken');
    await waitFor(
      async () => events.some((e) => e.event === 'github:connection-changed' && e.payload.reason === 'broken'),
      'broken event',
    );
    // Later requests are refused here, without asking GitHub again.
    const before = github.requests.length;
    expect((await get('/api/github/organizations')).body.code).toBe('GITHUB_RECONNECT_REQUIRED');
    expect(github.requests.length).toBe(before);

    // Reconnecting repairs it.
    await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
    expect((await get('/api/github/connection')).body.status).toBe('active');
    expect((await get('/api/github/repositories')).status).toBe(200);
  });

  it('never writes a token to the logs', () => {
    expect(logs.length).toBeGreaterThan(0);
    const text = logs.join('');
    for (const token of github.issuedTokens()) expect(text).not.toContain(token);
    expect(text).toContain('GitHub request failed');
  });
});
