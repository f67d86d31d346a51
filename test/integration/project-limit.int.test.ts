import {
  ANONYMOUS_SESSION_HEADER,
  ProjectLimitCopy,
  type CreditsOverview,
  type ProjectsOverview,
} from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { startFakeOpenAi, type FakeOpenAiServer } from '../support/fake-openai-server';
import { waitFor } from '../support/free-port';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail, type SignedIn } from './auth-helpers';
import { adminToken, OPERATOR } from './operator-helpers';

/**
 * The operator's limit on projects (max_projects_per_user) never removes a person's work: more
 * conversations than the limit are attempted, and every earlier one stays until its owner deletes
 * it. At the limit a new conversation is refused (409 PROJECT_LIMIT_REACHED, nothing spent),
 * follow-ups keep working, and the person chooses what to archive (kept, not counted), restore or
 * delete. Against real PostgreSQL, Redis and a worker streaming from a local model server (so
 * generations spend credits and the refusal must come before the spending).
 */
describe('the project limit: refused before it bites, nothing removed', () => {
  let db: TestDatabase;
  let stack: Stack;
  let model: FakeOpenAiServer;
  let admin: string;
  const KEY = 'sk-project-limit-test';
  const LIMIT = 3;
  const as = (method: string, path: string, body?: unknown) =>
    call(stack.baseUrl, method, path, { token: admin, body });
  const set = async (key: string, value: unknown) =>
    expect((await as('PUT', `/api/admin/config/${key}`, { value })).status).toBe(200);
  const ip = () => `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const generate = (who: { token?: string; anonymousToken?: string }, prompt: string, conversationId?: string) =>
    call(stack.baseUrl, 'POST', '/api/generations', {
      token: who.token,
      body: { prompt, platform: 'aws', ...(conversationId ? { conversationId } : {}) },
      headers: {
        'x-forwarded-for': ip(),
        ...(who.anonymousToken ? { [ANONYMOUS_SESSION_HEADER]: who.anonymousToken } : {}),
      },
    });
  const projects = async (user: SignedIn) =>
    (await call(stack.baseUrl, 'GET', '/api/account/projects', { token: user.token })).body as ProjectsOverview;
  const credits = async (user: SignedIn) =>
    (await call(stack.baseUrl, 'GET', '/api/account/credits', { token: user.token })).body as CreditsOverview;
  const readable = async (user: SignedIn, id: string) =>
    (await call(stack.baseUrl, 'GET', `/api/conversations/${id}`, { token: user.token })).status;
  const workspaceList = async (user: SignedIn) =>
    (
      (await call(stack.baseUrl, 'GET', '/api/conversations', { token: user.token })).body.items as { id: string }[]
    ).map((c) => c.id);
  const project = (user: SignedIn, action: 'archive' | 'restore', id: string) =>
    call(stack.baseUrl, 'POST', `/api/account/projects/${id}/${action}`, { token: user.token });
  const ended = async (user: SignedIn, ids: string[]) =>
    waitFor(async () => {
      const statuses = await Promise.all(
        ids.map(
          async (id) => (await call(stack.baseUrl, 'GET', `/api/generations/${id}`, { token: user.token })).body.status,
        ),
      );
      return statuses.every((s) => s === 'completed' || s === 'failed' || s === 'cancelled');
    }, 'the generations to end');

  beforeAll(async () => {
    db = await createTestDatabase();
    model = await startFakeOpenAi({ apiKey: KEY });
    model.script = () => ({ chunks: ['```hcl\n', 'resource "aws_s3_bucket" "b" {}\n', '```\n'] });
    stack = await startStack({
      databaseUrl: db.url,
      workers: 1,
      env: {
        ADMIN_EMAIL: OPERATOR.email,
        ADMIN_PASSWORD: OPERATOR.password,
        OPENAI_BASE_URL: model.url,
        OPENAI_API_KEY: KEY,
      },
    });
    admin = await adminToken(stack.baseUrl);
    await set('max_projects_per_user', LIMIT);
  });

  afterAll(async () => {
    await stack?.close();
    await model?.close();
    await db?.drop();
  });

  it('refuses a new conversation at the limit without spending, keeps every earlier one, and lets follow-ups through', async () => {
    const user = await signUpUser(stack.baseUrl);
    const started: { id: string; conversationId: string }[] = [];
    for (let i = 1; i <= LIMIT; i += 1) {
      const created = await generate(user, `project ${i}: a bucket`);
      expect(created.status).toBe(202);
      started.push(created.body);
    }
    const conversations = started.map((s) => s.conversationId);
    expect(await projects(user)).toMatchObject({ active: LIMIT, limit: LIMIT });

    // Two more attempts than the limit: each refused, with the catalogue's words, and nothing spent.
    const balance = (await credits(user)).balance;
    for (let i = 0; i < 2; i += 1) {
      const refused = await generate(user, `one too many ${i}`);
      expect(refused).toMatchObject({
        status: 409,
        body: { code: 'PROJECT_LIMIT_REACHED', message: ProjectLimitCopy.reached(LIMIT) },
      });
    }
    expect((await credits(user)).balance).toBe(balance);

    // Every earlier conversation is still there, whole and readable.
    const listed = await projects(user);
    expect(listed.projects.map((p) => p.id).sort()).toEqual([...conversations].sort());
    for (const id of conversations) expect(await readable(user, id)).toBe(200);

    // A follow-up in an existing conversation still works (and spends its credit as usual).
    const followUp = await generate(user, 'make it versioned', conversations[0]);
    expect(followUp.status).toBe(202);
    expect((await credits(user)).balance).toBe(balance - 1);
    await ended(user, [...started.map((s) => s.id), followUp.body.id]);
    expect((await projects(user)).projects).toHaveLength(LIMIT);
  });

  it('archives (kept, readable, not counted), restores within the limit, and deletes only on request', async () => {
    const user = await signUpUser(stack.baseUrl);
    const started: { id: string; conversationId: string }[] = [];
    for (let i = 1; i <= LIMIT; i += 1) started.push((await generate(user, `project ${i}`)).body);
    const [first, second, third] = started.map((s) => s.conversationId) as [string, string, string];
    await ended(
      user,
      started.map((s) => s.id),
    );

    expect((await project(user, 'archive', first)).status).toBe(204);
    const afterArchive = await projects(user);
    expect(afterArchive.active).toBe(LIMIT - 1);
    expect(afterArchive.projects.find((p) => p.id === first)?.archivedAt).toEqual(expect.any(String));
    expect(await readable(user, first)).toBe(200);
    expect(await workspaceList(user)).not.toContain(first);

    // The room archiving made is taken by a new conversation; the limit holds again.
    const fourth = await generate(user, 'project 4');
    expect(fourth.status).toBe(202);
    expect((await generate(user, 'project 5')).body.code).toBe('PROJECT_LIMIT_REACHED');
    // Restoring at the limit is refused, and says what to do.
    expect(await project(user, 'restore', first)).toMatchObject({
      status: 409,
      body: { code: 'PROJECT_LIMIT_REACHED', message: ProjectLimitCopy.restoreRefused(LIMIT) },
    });

    // The person deletes one: only then is anything removed, and the archived one can come back.
    await ended(user, [fourth.body.id]);
    expect((await call(stack.baseUrl, 'DELETE', `/api/account/projects/${second}`, { token: user.token })).status).toBe(
      204,
    );
    expect(await readable(user, second)).toBe(404);
    expect((await project(user, 'restore', first)).status).toBe(204);
    const finalList = await projects(user);
    expect(finalList.active).toBe(LIMIT);
    expect(finalList.projects.map((p) => p.id).sort()).toEqual([first, third, fourth.body.conversationId].sort());

    // Someone else's project is missing to them; a malformed id is named.
    const other = await signUpUser(stack.baseUrl);
    expect((await project(other, 'archive', third)).body.code).toBe('PROJECT_NOT_FOUND');
    expect((await project(other, 'restore', third)).status).toBe(404);
    expect((await project(user, 'archive', 'not-a-uuid')).status).toBe(400);
    expect((await call(stack.baseUrl, 'POST', `/api/account/projects/${third}/archive`)).status).toBe(401);
  });

  it("adopts a visitor's conversations at sign-up even beyond the limit, removing none; new ones wait", async () => {
    const tried: { conversationId: string; anonymousToken?: string }[] = [];
    let anonymousToken: string | undefined;
    for (let i = 1; i <= LIMIT + 1; i += 1) {
      const created = await generate({ anonymousToken }, `tried ${i}`);
      expect(created.status).toBe(202);
      anonymousToken ??= created.body.anonymousToken as string;
      tried.push(created.body);
    }
    const signedUp = await call(stack.baseUrl, 'POST', '/api/auth/signup', {
      body: { fullName: 'Ada Lovelace', email: uniqueEmail('adopt'), password: GOOD_PASSWORD, acceptTerms: true },
      headers: { [ANONYMOUS_SESSION_HEADER]: anonymousToken!, 'x-forwarded-for': ip() },
    });
    expect(signedUp.status).toBe(201);
    const user = { token: signedUp.body.session.accessToken as string } as SignedIn;
    const adopted = await projects(user);
    expect(adopted.active).toBe(LIMIT + 1);
    expect(adopted.projects.map((p) => p.id).sort()).toEqual(tried.map((t) => t.conversationId).sort());
    expect((await generate(user, 'a new one')).body.code).toBe('PROJECT_LIMIT_REACHED');
    expect((await generate(user, 'a follow-up', tried[0]!.conversationId)).status).toBe(202);
  });
});
