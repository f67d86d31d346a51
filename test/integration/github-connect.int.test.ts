import { SettingsService } from '../../apps/api/src/settings';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect, record } from '../support/generation-client';
import { waitFor } from '../support/free-port';
import { type GithubEmulator } from '../support/github/github-emulator';
import { githubEnv, startGithubEmulator, TEST_OAUTH_APP } from '../support/github/start-emulator';
import { connectGithub } from '../support/github/github-session';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/**
 * Connecting GitHub: the OAuth App web flow against the emulator (its authorize page, its token
 * exchange checking the PKCE verifier), the state bound to the user and used once, the token kept
 * sealed, the configuration and the operator's switch, and disconnecting.
 */
describe('GitHub connection', () => {
  let db: TestDatabase;
  let stack: Stack;
  let github: GithubEmulator;
  let ada: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    github = await startGithubEmulator();
    github.addUser('ada-gh', 'Ada Lovelace');
    github.addUser('bob-gh');
    github.addOrg('engines', ['ada-gh']);
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0, env: githubEnv(github) });
    github.callbackUrl = `${stack.baseUrl}/auth/github/callback`;
    ada = await signUpUser(stack.baseUrl);
    bob = await signUpUser(stack.baseUrl);
  });
  afterEach(() => expect(github.problems).toEqual([]));
  afterAll(async () => {
    await stack?.close();
    await db?.drop();
    await github?.close();
  });

  it('answers the OAuth App to connect through, only to signed-in users', async () => {
    expect((await call(stack.baseUrl, 'GET', '/api/github/config', { token: ada.token })).body).toEqual({
      clientId: TEST_OAUTH_APP.clientId,
      webUrl: github.url,
      scopes: ['repo', 'user', 'read:org'],
    });
    expect((await call(stack.baseUrl, 'GET', '/api/github/config')).status).toBe(401);
  });

  it('sends the browser to the authorize page with the scopes, a state and a PKCE S256 challenge', async () => {
    const started = await call<{ url: string }>(stack.baseUrl, 'POST', '/api/github/authorize', { token: ada.token });
    const url = new URL(started.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: TEST_OAUTH_APP.clientId,
      redirect_uri: `${stack.baseUrl}/auth/github/callback`,
      scope: 'repo,user,read:org',
      code_challenge_method: 'S256',
      state: expect.stringMatching(/^[\w-]{32}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('connects: stores the account, its organisations and the granted scopes, never showing the token', async () => {
    const events = record(await connect(stack.baseUrl, { token: ada.token }));
    const view = await connectGithub(stack.baseUrl, ada.token, github, 'ada-gh');
    expect(view).toMatchObject({
      connected: true,
      status: 'active',
      github_user: { login: 'ada-gh', name: 'Ada Lovelace', avatar_url: expect.stringMatching(/^data:image\//) },
      organizations: [{ login: 'engines', id: expect.any(Number), avatar_url: expect.any(String) }],
      selected_repo: null,
      scopes: ['repo', 'user', 'read:org'],
    });
    const read = await call(stack.baseUrl, 'GET', '/api/github/connection', { token: ada.token });
    expect(read.body).toEqual(view);
    await waitFor(async () => events.some((e) => e.event === 'github:connection-changed'), 'connected event');

    // The token GitHub issued appears nowhere but sealed in the database.
    const [token] = github.issuedTokens();
    expect(JSON.stringify(read.body)).not.toContain(token);
    const { Client } = await import('pg');
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const rows = await pg.query('select * from user_github_connections');
    await pg.end();
    expect(rows.rows).toHaveLength(1);
    expect(JSON.stringify(rows.rows)).not.toContain(token);
    expect(rows.rows[0].token_ciphertext).toMatch(/^v1\./);

    expect((await call(stack.baseUrl, 'GET', '/api/github/connection', { token: bob.token })).body).toMatchObject({
      connected: false,
      github_user: null,
    });
  });

  it('refuses a state used twice, a state of another user, and a made-up state', async () => {
    const started = await call<{ url: string }>(stack.baseUrl, 'POST', '/api/github/authorize', { token: bob.token });
    const back = new URL(await github.authorize(started.body.url, 'bob-gh'));
    const body = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };

    const stolen = await call(stack.baseUrl, 'POST', '/api/github/callback', { token: ada.token, body });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({
      code: 'GITHUB_STATE_INVALID',
      message: 'This GitHub authorization has expired or was already used. Please connect to GitHub again.',
    });
    // Another user's attempt leaves the state alone: its owner still connects with it, once.
    const owner = await call(stack.baseUrl, 'POST', '/api/github/callback', { token: bob.token, body });
    expect(owner.status).toBe(200);
    const used = await call(stack.baseUrl, 'POST', '/api/github/callback', { token: bob.token, body });
    expect(used.body).toMatchObject({ code: 'GITHUB_STATE_INVALID' });

    const forged = await call(stack.baseUrl, 'POST', '/api/github/callback', {
      token: bob.token,
      body: { code: 'abc', state: 'not-a-state-this-server-gave' },
    });
    expect(forged.body).toMatchObject({ code: 'GITHUB_STATE_INVALID' });
    const missing = await call(stack.baseUrl, 'POST', '/api/github/callback', {
      token: bob.token,
      body: { state: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('No authorization code received');
  });

  it('proves the round trip with the PKCE verifier: GitHub refuses a code whose challenge it does not match', async () => {
    const started = await call<{ url: string }>(stack.baseUrl, 'POST', '/api/github/authorize', { token: bob.token });
    // Someone else's challenge in the authorize request: the code GitHub issues is bound to it,
    // and the verifier this server kept cannot redeem it.
    const tampered = new URL(started.body.url);
    tampered.searchParams.set('code_challenge', 'A'.repeat(43));
    const back = new URL(await github.authorize(tampered.toString(), 'bob-gh'));
    const answer = await call(stack.baseUrl, 'POST', '/api/github/callback', {
      token: bob.token,
      body: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'GITHUB_AUTHORIZATION_REFUSED',
      message: 'GitHub did not accept the authorization: The code_verifier does not match the code_challenge.',
    });
  });

  it('disconnects: the connection is forgotten and its token revoked at GitHub', async () => {
    const carol = await signUpUser(stack.baseUrl);
    github.addUser('carol-gh');
    await connectGithub(stack.baseUrl, carol.token, github, 'carol-gh');
    const token = github.issuedTokens().at(-1)!;
    expect(github.state.tokens.get(token)?.revoked).toBe(false);
    expect((await call(stack.baseUrl, 'DELETE', '/api/github/connection', { token: carol.token })).status).toBe(204);
    expect((await call(stack.baseUrl, 'GET', '/api/github/connection', { token: carol.token })).body).toMatchObject({
      connected: false,
    });
    expect(github.state.tokens.get(token)?.revoked).toBe(true);
    const orgs = await call(stack.baseUrl, 'GET', '/api/github/organizations', { token: carol.token });
    expect(orgs.status).toBe(404);
    expect(orgs.body).toMatchObject({ code: 'GITHUB_NOT_CONNECTED' });
    // Disconnecting again changes nothing.
    expect((await call(stack.baseUrl, 'DELETE', '/api/github/connection', { token: carol.token })).status).toBe(204);
  });

  it("turns everything off with the operator's switch (403), and back on", async () => {
    const settings = stack.api.get(SettingsService);
    await settings.set('github_integration_enabled', false, null);
    for (const [method, path] of [
      ['GET', '/api/github/config'],
      ['GET', '/api/github/connection'],
      ['POST', '/api/github/authorize'],
      ['GET', '/api/github/repositories'],
      ['DELETE', '/api/github/connection'],
    ] as const) {
      const answer = await call(stack.baseUrl, method, path, { token: ada.token });
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({
        path,
        status: 403,
        body: { code: 'GITHUB_DISABLED', message: 'The GitHub integration is turned off on this server.' },
      });
    }
    await settings.set('github_integration_enabled', true, null);
    expect((await call(stack.baseUrl, 'GET', '/api/github/connection', { token: ada.token })).status).toBe(200);
  });
});

describe('GitHub unconfigured', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0 });
  });
  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('says "GitHub configuration not available" on the config endpoint and every GitHub route', async () => {
    const user = await signUpUser(stack.baseUrl);
    for (const path of ['/api/github/config', '/api/github/connection', '/api/github/repositories']) {
      const answer = await call(stack.baseUrl, 'GET', path, { token: user.token });
      expect({ path, status: answer.status, body: answer.body }).toMatchObject({
        path,
        status: 503,
        body: { code: 'GITHUB_NOT_CONFIGURED', message: 'GitHub configuration not available' },
      });
    }
  });
});
