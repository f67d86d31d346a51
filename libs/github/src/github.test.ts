import { type GithubEmulator } from '../../../test/support/github/github-emulator';
import { startGithubEmulator, TEST_OAUTH_APP } from '../../../test/support/github/start-emulator';
import { readAccount, listOrganizations } from './account';
import { createGithubClient, type GithubClient } from './client';
import { GithubError } from './errors';
import { authorizationUrl, exchangeCode, pkcePair } from './oauth';
import { pushFiles } from './push';
import { createRepository, getRepository, listRepositories } from './repositories';

const CALLBACK = 'http://127.0.0.1:9/auth/github/callback';

/** The Octokit wrapper against the GitHub emulator: real Octokit, real HTTP, GitHub's description. */
describe('libs/github against the GitHub emulator', () => {
  let github: GithubEmulator;
  let client: GithubClient;

  beforeAll(async () => {
    github = await startGithubEmulator({ callbackUrl: CALLBACK });
    github.addUser('octocat', 'The Octocat');
    github.addOrg('acme', ['octocat']);
    const anonymous = await createGithubClient({ apiUrl: github.apiUrl, retries: 0, throttleId: 'test' });
    const pkce = pkcePair();
    const url = await authorizationUrl(
      {
        webUrl: github.url,
        clientId: TEST_OAUTH_APP.clientId,
        redirectUri: CALLBACK,
        state: 's1',
        codeChallenge: pkce.challenge,
        scopes: ['repo', 'user', 'read:org'],
      },
      anonymous,
    );
    const back = new URL(await github.authorize(url, 'octocat'));
    expect(back.searchParams.get('state')).toBe('s1');
    const token = await exchangeCode(
      {
        webUrl: github.url,
        ...TEST_OAUTH_APP,
        code: back.searchParams.get('code')!,
        redirectUri: CALLBACK,
        codeVerifier: pkce.verifier,
      },
      anonymous,
    );
    client = await createGithubClient({ apiUrl: github.apiUrl, token, retries: 0, throttleId: 'octocat' });
  });
  afterEach(() => expect(github.problems).toEqual([]));
  afterAll(() => github.close());

  it('reads the account and its granted scopes, and its organisations', async () => {
    expect(await readAccount(client)).toEqual({
      user: expect.objectContaining({ login: 'octocat', name: 'The Octocat' }),
      scopes: ['repo', 'user', 'read:org'],
    });
    expect((await listOrganizations(client)).map((o) => o.login)).toEqual(['acme']);
  });

  it('creates, lists, searches and reads repositories', async () => {
    const created = await createRepository(client, { name: 'infra', description: 'd', private: true });
    expect(created).toMatchObject({ full_name: 'octocat/infra', private: true, default_branch: 'main' });
    await createRepository(client, { name: 'org-infra', description: 'd', private: false, organization: 'acme' });
    expect(
      (await listRepositories(client, { login: 'octocat', page: 1, perPage: 30 })).repositories.map((r) => r.name),
    ).toEqual(['infra']);
    expect(
      (
        await listRepositories(client, { login: 'octocat', organization: 'acme', page: 1, perPage: 30 })
      ).repositories.map((r) => r.full_name),
    ).toEqual(['acme/org-infra']);
    const found = await listRepositories(client, { login: 'octocat', search: 'inf', page: 1, perPage: 30 });
    expect(found.repositories.map((r) => r.full_name)).toEqual(['octocat/infra']);
    expect((await getRepository(client, 'acme/org-infra')).html_url).toBe(`${github.url}/acme/org-infra`);
    await expect(getRepository(client, 'acme/missing')).rejects.toMatchObject({ code: 'GITHUB_REPO_NOT_FOUND' });
    await expect(createRepository(client, { name: 'infra', description: 'd', private: false })).rejects.toThrow(
      'Failed to create repository: GitHub refused it: name already exists on this account.',
    );
  });

  it('pushes into an empty repository as one commit, then on top of it', async () => {
    await createRepository(client, { name: 'empty', description: 'd', private: false });
    const files = [
      { path: 'infrastructure/main.tf', content: 'a\n' },
      { path: 'infrastructure/vars.tf', content: 'b\n' },
    ];
    const first = await pushFiles(client, {
      owner: 'octocat',
      repo: 'empty',
      files,
      message: 'First',
      pullRequest: null,
    });
    expect(github.files('octocat/empty')).toEqual({ 'infrastructure/main.tf': 'a\n', 'infrastructure/vars.tf': 'b\n' });
    expect(github.commits('octocat/empty')).toEqual([{ sha: first.commitSha, message: 'First', parents: [] }]);
    const second = await pushFiles(client, {
      owner: 'octocat',
      repo: 'empty',
      files: [{ path: 'infrastructure/main.tf', content: 'c\n' }],
      message: 'Second',
      pullRequest: { branch: 'infragen/1', body: 'b' },
    });
    expect(second.pullRequestUrl).toBe(`${github.url}/octocat/empty/pull/1`);
    expect(github.files('octocat/empty', 'infragen/1')['infrastructure/main.tf']).toBe('c\n');
    expect(github.files('octocat/empty')['infrastructure/main.tf']).toBe('a\n');
  });

  it('turns a revoked token into GITHUB_RECONNECT_REQUIRED', async () => {
    github.addUser('revoked');
    const token = github.state.issueToken('revoked', ['repo']);
    const revokedClient = await createGithubClient({ apiUrl: github.apiUrl, token, retries: 0, throttleId: 'r' });
    github.revokeTokensOf('revoked');
    const error = await listRepositories(revokedClient, { login: 'revoked', page: 1, perPage: 30 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GithubError);
    expect(error).toMatchObject({ code: 'GITHUB_RECONNECT_REQUIRED', detail: '401 Bad credentials' });
  });
});
