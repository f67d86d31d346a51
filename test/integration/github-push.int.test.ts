import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect, record, type Recorded } from '../support/generation-client';
import { waitFor } from '../support/free-port';
import { type GithubEmulator } from '../support/github/github-emulator';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import { completedGeneration, connectGithub, FilesSource, pushEnded } from '../support/github/github-session';
import { call, signUpUser, type SignedIn } from './auth-helpers';
import { adminToken, OPERATOR } from './operator-helpers';

/**
 * Pushing a generation's files to GitHub through the api and a worker: into an existing
 * repository, an empty one, a temporary one, as a pull request, 200 files at once; and the push's
 * failures (a revoked token, a rate limit, a repository gone, GitHub down mid-push), each ending
 * with the catalogue's message and nothing reported done that is not.
 */
describe('GitHub push', () => {
  let db: TestDatabase;
  let stack: Stack;
  let github: GithubEmulator;
  let ada: SignedIn;
  let events: Recorded[];

  beforeAll(async () => {
    github = await startGithubEmulator();
    github.addUser('ada-gh', 'Ada Lovelace');
    github.addRepo('ada-gh', 'infra', { files: { 'README.md': '# infra\n' } });
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 1,
      source: new FilesSource(),
      env: { ...githubEnv(github), ADMIN_EMAIL: OPERATOR.email, ADMIN_PASSWORD: OPERATOR.password },
    });
    // Every push here starts a conversation of its own, more than the default project limit allows;
    // the limit is not what these tests are about, so the operator lifts it (0: no limit).
    const lifted = await call(stack.baseUrl, 'PUT', '/api/admin/config/max_projects_per_user', {
      token: await adminToken(stack.baseUrl),
      body: { value: 0 },
    });
    expect(lifted.status).toBe(200);
    github.callbackUrl = `${stack.baseUrl}/auth/github/callback`;
    ada = await signUpUser(stack.baseUrl);
    await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
    events = record(await connect(stack.baseUrl, { token: ada.token }));
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

  const select = (repoFullName: string | null) =>
    call(stack.baseUrl, 'PUT', '/api/github/selected-repository', { token: ada.token, body: { repoFullName } });
  const push = (body: object) => call(stack.baseUrl, 'POST', '/api/github/pushes', { token: ada.token, body });
  const eventsOf = (id: string) =>
    events.filter(
      (e) => (e.payload as { id?: string }).id === id || (e.payload as { push?: { id: string } }).push?.id === id,
    );

  it('pushes every file under infrastructure/ as one commit on the default branch, and reports it to the user', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const head = github.commits('ada-gh/infra')[0]!.sha;
    const queued = await push({ generationId: generation.id });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'queued', repository: 'ada-gh/infra', files: 2, pullRequest: false });

    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    const commits = github.commits('ada-gh/infra');
    expect(done).toMatchObject({
      status: 'completed',
      branch: 'main',
      commitSha: commits[0]!.sha,
      commitUrl: `${github.url}/ada-gh/infra/commit/${commits[0]!.sha}`,
      repositoryUrl: `${github.url}/ada-gh/infra`,
      pullRequestUrl: null,
      error: null,
    });
    expect(commits[0]).toMatchObject({ message: 'Add generated infrastructure code', parents: [head] });
    const files = github.files('ada-gh/infra');
    expect(Object.keys(files).sort()).toEqual(['README.md', 'infrastructure/main.tf', 'infrastructure/variables.tf']);
    for (const file of generation.files) expect(files[`infrastructure/${file.path}`]).toBe(file.content);

    await waitFor(async () => eventsOf(done.id).some((e) => e.event === 'github:push-completed'), 'completed event');
    const steps = eventsOf(done.id)
      .filter((e) => e.event === 'github:push-progress')
      .map((e) => e.payload.step);
    expect(steps).toEqual(['uploading', 'committing']);
    expect(eventsOf(done.id).find((e) => e.event === 'github:push-completed')!.payload).toEqual({ push: done });
  });

  it('makes no empty commit when the branch already holds exactly these files', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const first = await pushEnded(stack.baseUrl, ada.token, (await push({ generationId: generation.id })).body.id);
    const again = await pushEnded(stack.baseUrl, ada.token, (await push({ generationId: generation.id })).body.id);
    expect(again).toMatchObject({ status: 'completed', commitSha: first.commitSha });
    expect(github.commits('ada-gh/infra')[0]!.sha).toBe(first.commitSha);
  });

  it('names a one-file answer by the default name, or by the filename given, and uses the commit message', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token, 'one file [files:1]');
    const named = await push({
      generationId: generation.id,
      commitMessage: '  Network for staging  ',
      filename: 'network.tf',
    });
    await pushEnded(stack.baseUrl, ada.token, named.body.id);
    expect(github.files('ada-gh/infra')['infrastructure/network.tf']).toBe(generation.files[0]!.content);
    expect(github.commits('ada-gh/infra')[0]!.message).toBe('Network for staging');

    const unnamed = await push({ generationId: generation.id });
    const pushed = await pushEnded(stack.baseUrl, ada.token, unnamed.body.id);
    const stamp = pushed.createdAt.replace(/[:.]/g, '-');
    expect(github.files('ada-gh/infra')[`infrastructure/terraform-infrastructure-${stamp}.tf`]).toBe(
      generation.files[0]!.content,
    );
  });

  it('checks the request: a message, a plain filename for one file only, a completed generation of the user', async () => {
    const two = await completedGeneration(stack.baseUrl, ada.token);
    expect((await push({ generationId: two.id, commitMessage: '   ' })).body.message).toContain(
      'Commit message is required.',
    );
    expect((await push({ generationId: two.id, filename: '../escape.tf' })).body.message).toContain(
      'The filename must be a plain file name',
    );
    expect((await push({ generationId: two.id, filename: 'one.tf' })).body.message).toBe(
      'A filename can be given only when the generation has one file.',
    );
    // `.git` (in any case) names the repository's own data: refused before anything is queued.
    for (const filename of ['.git', '.GIT']) {
      const reserved = await push({ generationId: two.id, filename });
      expect(reserved).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', issues: [{ path: 'filename', message: Messages.github.filenameReserved }] },
      });
    }
    const other = await signUpUser(stack.baseUrl);
    const theirs = await completedGeneration(stack.baseUrl, other.token);
    expect((await push({ generationId: theirs.id })).status).toBe(404);
    await select(null);
    const none = await push({ generationId: two.id, autoCreate: false });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      code: 'GITHUB_NO_REPOSITORY',
      message: 'Please select a repository or enable auto-create.',
    });
  });

  it('pushes into an empty repository (no commits yet) as its first and only commit', async () => {
    github.addRepo('ada-gh', 'fresh');
    await select('ada-gh/fresh');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const queued = await push({ generationId: generation.id });
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done.status).toBe('completed');
    expect(github.commits('ada-gh/fresh')).toEqual([
      { sha: done.commitSha, message: 'Add generated infrastructure code', parents: [] },
    ]);
    expect(Object.keys(github.files('ada-gh/fresh')).sort()).toEqual([
      'infrastructure/main.tf',
      'infrastructure/variables.tf',
    ]);
    // The Git Data API was refused before the first commit, as GitHub refuses it.
    expect(github.requests.some((r) => r.operationId === 'git/get-ref' && r.status === 409)).toBe(true);
  });

  it('creates a temporary repository when none is selected, selects it, and names a one-file answer infrastructure.tf', async () => {
    await select(null);
    const generation = await completedGeneration(stack.baseUrl, ada.token, 'quick [files:1]');
    const queued = await push({ generationId: generation.id });
    expect(queued.body).toMatchObject({ repository: null });
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done.repository).toMatch(/^ada-gh\/infragen-temp-[0-9a-z]+$/);
    expect(done.repository).toBe(`ada-gh/infragen-temp-${Date.parse(done.createdAt).toString(36)}`);
    expect(github.repository(done.repository!)).toMatchObject({
      description: 'Temporary repository for generated code',
      private: false,
    });
    expect(github.files(done.repository!)).toEqual({
      'infrastructure/infrastructure.tf': generation.files[0]!.content,
    });
    const connection = await call(stack.baseUrl, 'GET', '/api/github/connection', { token: ada.token });
    expect(connection.body.selected_repo.full_name).toBe(done.repository);
    const steps = eventsOf(done.id)
      .filter((e) => e.event === 'github:push-progress')
      .map((e) => e.payload.step);
    expect(steps[0]).toBe('creating-repository');
  });

  it('opens a pull request from a new branch, leaving the default branch as it was', async () => {
    await select('ada-gh/infra');
    const before = github.commits('ada-gh/infra')[0]!.sha;
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const queued = await push({ generationId: generation.id, pullRequest: true, commitMessage: 'Review this' });
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done).toMatchObject({
      status: 'completed',
      pullRequest: true,
      branch: `infragen/${done.id.slice(0, 8)}`,
      pullRequestUrl: `${github.url}/ada-gh/infra/pull/1`,
    });
    expect(github.commits('ada-gh/infra')[0]!.sha).toBe(before);
    expect(github.commits('ada-gh/infra', done.branch!)[0]).toMatchObject({ sha: done.commitSha, parents: [before] });
    expect(github.pulls('ada-gh/infra')).toMatchObject([{ title: 'Review this', head: done.branch, base: 'main' }]);
  });

  it('pushes 200 files in one commit (one tree request, however many files)', async () => {
    github.addRepo('ada-gh', 'big', { files: { 'README.md': 'big\n' } });
    await select('ada-gh/big');
    const generation = await completedGeneration(stack.baseUrl, ada.token, 'many [files:200]');
    expect(generation.files).toHaveLength(200);
    const before = github.requests.length;
    const queued = await push({ generationId: generation.id });
    const done = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(done).toMatchObject({ status: 'completed', files: 200 });
    expect(github.commits('ada-gh/big')).toHaveLength(2);
    const files = github.files('ada-gh/big');
    expect(Object.keys(files)).toHaveLength(201);
    expect(files['infrastructure/file-200.tf']).toBe(generation.files[199]!.content);
    const writes = github.requests.slice(before).filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.operationId)).toEqual(['git/create-tree', 'git/create-commit', 'git/update-ref']);
  });

  it('fails with the reconnect message when GitHub refuses the token, and marks the connection broken', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    github.revokeTokensOf('ada-gh');
    const queued = await push({ generationId: generation.id });
    const failed = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(failed).toMatchObject({
      status: 'failed',
      commitSha: null,
      error:
        'Failed to push code: GitHub no longer accepts this connection (the access was revoked or has expired). Reconnect to GitHub.',
    });
    await waitFor(async () => eventsOf(failed.id).some((e) => e.event === 'github:push-failed'), 'failed event');
    expect(eventsOf(failed.id).find((e) => e.event === 'github:push-failed')!.payload).toEqual({
      push: failed,
      code: 'GITHUB_RECONNECT_REQUIRED',
    });
    expect((await call(stack.baseUrl, 'GET', '/api/github/connection', { token: ada.token })).body.status).toBe(
      'broken',
    );
    const refused = await push({ generationId: generation.id });
    expect(refused.status).toBe(409);
    await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
  });

  it('fails with the rate limit and its reset time, without retrying', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const head = github.commits('ada-gh/infra')[0]!.sha;
    github.limitRate({ resetInSeconds: 1200, after: 2 });
    const before = github.requests.length;
    const queued = await push({ generationId: generation.id });
    const failed = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(failed.error).toBe(
      'Failed to push code: the GitHub rate limit of this account is used up. It resets in 20 minutes; try again then.',
    );
    expect(github.requests.slice(before).filter((r) => r.status === 403)).toHaveLength(1);
    expect(github.commits('ada-gh/infra')[0]!.sha).toBe(head);
  });

  it('fails when the selected repository no longer exists', async () => {
    github.addRepo('ada-gh', 'doomed', { files: { 'a.txt': 'a' } });
    await select('ada-gh/doomed');
    github.state.repos.delete('ada-gh/doomed');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const queued = await push({ generationId: generation.id });
    const failed = await pushEnded(stack.baseUrl, ada.token, queued.body.id);
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'Failed to push code: the repository ada-gh/doomed does not exist, or this GitHub account cannot see it.',
    });
  });

  it('fails when GitHub goes down mid-push, after retrying, with the branch untouched and an alert raised', async () => {
    await select('ada-gh/infra');
    const generation = await completedGeneration(stack.baseUrl, ada.token);
    const head = github.commits('ada-gh/infra')[0]!.sha;
    // Reads pass; the commit fails, and every retry of it.
    github.breakDown({ status: 502, writesOnly: true, after: 1 });
    const queued = await push({ generationId: generation.id });
    const failed = await pushEnded(stack.baseUrl, ada.token, queued.body.id, 60_000);
    expect(failed).toMatchObject({
      status: 'failed',
      commitSha: null,
      commitUrl: null,
      error: 'Failed to push code: GitHub is not answering right now. Please try again in a few minutes.',
    });
    expect(github.commits('ada-gh/infra')[0]!.sha).toBe(head);
    expect(eventsOf(failed.id).some((e) => e.event === 'github:push-completed')).toBe(false);
    const commitAttempts = github.requests.filter((r) => r.operationId === 'git/create-commit' && r.status === 502);
    expect(commitAttempts).toHaveLength(4);
    const { Client } = await import('pg');
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const alerts = await pg.query(
      `select title, message, severity from system_alerts where fingerprint = 'github:unavailable'`,
    );
    await pg.end();
    expect(alerts.rows).toEqual([
      {
        title: 'GitHub is not answering',
        severity: 'high',
        message: expect.stringContaining(`Requests to the GitHub API at ${github.apiUrl} fail: 502 Server Error`),
      },
    ]);
  });
});
