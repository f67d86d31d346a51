import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { GATEWAY_METADATA, MESSAGE_MAPPING_METADATA, MESSAGE_METADATA } from '@nestjs/websockets/constants';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect, createGeneration, type Client } from '../support/generation-client';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail, type SignedIn } from './auth-helpers';
import type { GithubEmulator } from '../support/github/github-emulator';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import { githubFixtures, type GithubFixtures } from '../support/github/access-fixtures';

/**
 * Who may call what, for every HTTP route and socket event of the api, declared in two tables. The
 * routes are read from the Nest router and from the OpenAPI description, the events from the
 * gateways: a route or event added without a row here fails this test, and so does a row whose
 * route no longer exists. Add a row with the answer each kind of caller must get.
 *
 * The callers: two anonymous visitors (each with the session token of its own first generation),
 * `user` (who owns the fixtures), `otherUser`, an administrator, and a user whose account an
 * administrator disabled after it signed in (its token must be worth nothing).
 */
type Caller = 'anonymous' | 'otherAnonymous' | 'user' | 'otherUser' | 'admin' | 'disabledUser';
const CALLERS: Caller[] = ['anonymous', 'otherAnonymous', 'otherUser', 'admin', 'disabledUser', 'user'];
const ANONYMOUS: Caller[] = ['anonymous', 'otherAnonymous'];

interface Fixtures extends GithubFixtures {
  /** A generation owned by `user`. */
  generationId: string;
  userEmail: string;
  /** The operator panel's rows: `user`'s account, and a project of its whose generation was stopped. */
  userId: string;
  projectId: string;
}

interface Row {
  /**
   * Status each caller gets. `user` owns the fixtures; `otherUser` is another signed-in user.
   * Unless given, `otherAnonymous` gets what `anonymous` gets and `disabledUser` 401.
   */
  expect: Partial<Record<Caller, number>> & Record<'anonymous' | 'user' | 'otherUser' | 'admin', number>;
  /** The concrete request (path with parameters filled, body); defaults to the route's path. */
  request?: (f: Fixtures, caller: Caller) => { path?: string; body?: unknown };
  /** Ends the caller's session: run after every other row. */
  endsSession?: boolean;
}

const ADMIN = { email: 'matrix-admin@example.com', password: 'matrix admin passphrase' };
const PROFILE = { full_name: 'M', business_email: 'm@example.com', role: 'SRE' };
/**
 * Open to anyone. A bearer token that is sent is checked on every route, so a disabled account's
 * token is refused (401) even here; the browser then drops it and carries on without.
 */
const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  otherAnonymous: status,
  user: status,
  otherUser: status,
  admin: status,
  disabledUser: 401,
});
const signedIn = (status: number, anonymous = 401): Row['expect'] => ({
  anonymous,
  user: status,
  otherUser: status,
  admin: status,
});
const ownerOnly = (status: number, others = 404): Row['expect'] => ({
  anonymous: others,
  user: status,
  otherUser: others,
  admin: others,
});
const adminOnly = (status: number): Row['expect'] => ({
  anonymous: 401,
  user: 403,
  otherUser: 403,
  admin: status,
});

export const ACCESS_MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: all(200) },
  'POST /api/generations': { expect: all(202), request: () => ({ body: { prompt: 'an S3 bucket', platform: 'aws' } }) },
  'GET /api/generations/:id': {
    expect: ownerOnly(200),
    request: (f) => ({ path: `/api/generations/${f.generationId}` }),
  },
  'POST /api/generations/:id/cancel': {
    expect: ownerOnly(200),
    request: (f) => ({ path: `/api/generations/${f.generationId}/cancel` }),
  },
  // Checked output: whoever may generate may check edited code (an anonymous visitor too).
  'POST /api/checks/validate': {
    expect: all(200),
    request: () => ({ body: { format: 'terraform', files: [{ path: 'main.tf', content: 'locals {}\n' }] } }),
  },
  // Rows for the lead's conversations routes: refine when they are final.
  'GET /api/conversations': { expect: signedIn(200) },
  'GET /api/conversations/:id': {
    expect: all(404),
    request: () => ({ path: '/api/conversations/00000000-0000-4000-8000-000000000000' }),
  },

  'POST /api/auth/signup': {
    expect: all(201),
    request: () => ({
      body: { fullName: 'New', email: uniqueEmail('matrix'), password: GOOD_PASSWORD, acceptTerms: true },
    }),
  },
  'POST /api/auth/signin': {
    expect: all(200),
    request: (f) => ({ body: { email: f.userEmail, password: GOOD_PASSWORD } }),
  },
  // Without the refresh cookie there is no session to refresh, whoever asks.
  'POST /api/auth/refresh': { expect: all(401) },
  'GET /api/auth/me': { expect: signedIn(200) },
  'GET /api/auth/verify-email': {
    expect: all(302),
    request: () => ({ path: '/api/auth/verify-email?token=not-a-token' }),
  },
  // An admin session is not a user session: it is not ended here.
  'POST /api/auth/signout': { expect: { anonymous: 401, user: 204, otherUser: 204, admin: 401 }, endsSession: true },

  'GET /api/profile': { expect: signedIn(200) },
  'PUT /api/profile': { expect: signedIn(200), request: () => ({ body: PROFILE }) },

  'POST /api/admin/auth/login': { expect: all(200), request: () => ({ body: ADMIN }) },
  'POST /api/admin/auth/refresh': { expect: all(401) },
  'GET /api/admin/auth/verify': { expect: adminOnly(200) },
  'GET /api/admin/auth/hint': { expect: all(200) },
  'POST /api/admin/auth/signout': {
    expect: { anonymous: 401, user: 401, otherUser: 401, admin: 204 },
    endsSession: true,
  },

  // Operator panel: what every page reads, a user's own credits, codes and projects, and the admin api.
  'GET /api/status': { expect: all(200) },
  'GET /api/account/credits': { expect: signedIn(200) },
  'POST /api/account/promo-codes/redeem': {
    expect: signedIn(404),
    request: () => ({ body: { code: 'MATRIX-NO-SUCH-CODE' } }),
  },
  'GET /api/account/projects': { expect: signedIn(200) },
  // Only its owner archives or restores a project (before the delete below); to others it does not exist.
  'POST /api/account/projects/:id/archive': {
    expect: { anonymous: 401, user: 204, otherUser: 404, admin: 404 },
    request: (f) => ({ path: `/api/account/projects/${f.projectId}/archive` }),
  },
  'POST /api/account/projects/:id/restore': {
    expect: { anonymous: 401, user: 204, otherUser: 404, admin: 404 },
    request: (f) => ({ path: `/api/account/projects/${f.projectId}/restore` }),
  },
  // Only its owner deletes a project; to others it does not exist.
  'DELETE /api/account/projects/:id': {
    expect: { anonymous: 401, user: 204, otherUser: 404, admin: 404 },
    request: (f) => ({ path: `/api/account/projects/${f.projectId}` }),
  },
  'GET /api/admin/stats': { expect: adminOnly(200) },
  'GET /api/admin/audit': { expect: adminOnly(200) },
  'GET /api/admin/users': { expect: adminOnly(200) },
  'POST /api/admin/users': {
    expect: adminOnly(201),
    request: () => ({ body: { fullName: 'Made', email: uniqueEmail('matrix-made'), password: GOOD_PASSWORD } }),
  },
  'PATCH /api/admin/users/:id': {
    expect: adminOnly(200),
    request: (f) => ({ path: `/api/admin/users/${f.userId}`, body: { disabled: false } }),
  },
  'GET /api/admin/plans': { expect: adminOnly(200) },
  'PATCH /api/admin/plans/:id': {
    expect: adminOnly(200),
    // Starter, seeded by the migration with a fixed id.
    request: () => ({ path: '/api/admin/plans/5a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01', body: { is_active: true } }),
  },
  'GET /api/admin/alerts': { expect: adminOnly(200) },
  'POST /api/admin/alerts/test': { expect: adminOnly(201) },
  'POST /api/admin/alerts/:id/resolve': {
    expect: adminOnly(404),
    request: () => ({ path: '/api/admin/alerts/00000000-0000-4000-8000-000000000000/resolve' }),
  },
  'GET /api/admin/promo-codes': { expect: adminOnly(200) },
  'POST /api/admin/promo-codes': {
    expect: adminOnly(201),
    request: (_f, caller) => ({ body: { code: `MATRIX-${caller.toUpperCase()}` } }),
  },
  'PATCH /api/admin/promo-codes/:id': {
    expect: adminOnly(404),
    request: () => ({ path: '/api/admin/promo-codes/00000000-0000-4000-8000-000000000000', body: { is_active: true } }),
  },
  'GET /api/admin/model': { expect: adminOnly(200) },
  // No model is configured here: the test answers what it found (ok: false), which is a 200.
  'POST /api/admin/model/test': { expect: adminOnly(200) },
  'GET /api/admin/model/usage': { expect: adminOnly(200) },
  'GET /api/admin/config': { expect: adminOnly(200) },
  'PUT /api/admin/config/:key': {
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/config/support_email', body: { value: 'support@infragen.local' } }),
  },
  'POST /api/admin/config/reset': { expect: adminOnly(200) },

  // GitHub: `user` is connected (to the emulator) and owns a push; the others have no connection,
  // so another user's connection, repositories and pushes are not there for them (404).
  'GET /api/github/config': { expect: signedIn(200) },
  'POST /api/github/authorize': { expect: signedIn(200) },
  'POST /api/github/callback': {
    expect: signedIn(400),
    request: () => ({ body: { code: 'matrix-code', state: 'not-a-state-this-server-gave' } }),
  },
  'GET /api/github/connection': { expect: signedIn(200) },
  'GET /api/github/organizations': { expect: { ...ownerOnly(200), anonymous: 401 } },
  'GET /api/github/repositories': { expect: { ...ownerOnly(200), anonymous: 401 } },
  'POST /api/github/repositories': {
    expect: { ...ownerOnly(201), anonymous: 401 },
    request: (_f, caller) => ({ body: { name: `matrix-${caller}` } }),
  },
  'PUT /api/github/selected-repository': {
    expect: { ...ownerOnly(200), anonymous: 401 },
    request: () => ({ body: { repoFullName: 'matrix-gh/matrix-repo' } }),
  },
  'POST /api/github/pushes': {
    expect: { ...ownerOnly(202), anonymous: 401 },
    request: (f) => ({ body: { generationId: f.githubGenerationId } }),
  },
  'GET /api/github/pushes/:id': {
    expect: { ...ownerOnly(200), anonymous: 401 },
    request: (f) => ({ path: `/api/github/pushes/${f.githubPushId}` }),
  },
  // After the rows above: it ends `user`'s connection.
  'DELETE /api/github/connection': { expect: signedIn(204) },

  // The public site's forms: anyone may send them; only administrators read what was sent.
  'POST /api/site/contact': {
    expect: all(201),
    request: (_f, caller) => ({
      body: { name: 'Matrix', email: `${caller}@example.com`, topic: 'general', message: 'A matrix contact message.' },
    }),
  },
  'POST /api/site/support-tickets': {
    expect: all(201),
    request: (_f, caller) => ({
      body: {
        name: 'Matrix',
        email: `${caller}@example.com`,
        subject: 'Matrix ticket',
        category: 'technical',
        priority: 'low',
        description: 'A matrix support ticket.',
      },
    }),
  },
  'POST /api/site/newsletter': {
    expect: all(201),
    request: (_f, caller) => ({ body: { email: `${caller}@example.com` } }),
  },
  'GET /api/admin/site/contact-messages': { expect: adminOnly(200) },
  'GET /api/admin/site/support-tickets': { expect: adminOnly(200) },
  'GET /api/admin/site/newsletter-subscriptions': { expect: adminOnly(200) },
  // The inbox over them: counts, one item, marking it handled, and a list as CSV.
  'GET /api/admin/site/summary': { expect: adminOnly(200) },
  'GET /api/admin/site/:kind/:id': {
    expect: adminOnly(404),
    request: () => ({ path: '/api/admin/site/contact-messages/00000000-0000-4000-8000-000000000000' }),
  },
  'PATCH /api/admin/site/:kind/:id': {
    expect: adminOnly(404),
    request: () => ({
      path: '/api/admin/site/support-tickets/00000000-0000-4000-8000-000000000000',
      body: { handled: true },
    }),
  },
  'GET /api/admin/site/:kind/export': {
    expect: adminOnly(200),
    request: () => ({ path: '/api/admin/site/newsletter-subscriptions/export' }),
  },
};

/** The status a caller must get from a row, with the defaults for the callers it leaves out. */
function expected(row: Row, caller: Caller): number {
  if (caller === 'otherAnonymous') return row.expect.otherAnonymous ?? row.expect.anonymous;
  if (caller === 'disabledUser') return row.expect.disabledUser ?? 401;
  return row.expect[caller];
}

/**
 * Every event a browser may send, and what each caller gets when it names `user`'s generation:
 * `ok`, the error code of the acknowledgement, or `refused` when its socket cannot connect at all.
 */
/** `ok`, `refused`, or the acknowledgement's error code. */
type SocketOutcome = string;
const SOCKET_MATRIX: Record<string, Record<Caller, SocketOutcome>> = {
  'generation:subscribe': {
    anonymous: 'GENERATION_NOT_FOUND',
    otherAnonymous: 'GENERATION_NOT_FOUND',
    user: 'ok',
    otherUser: 'GENERATION_NOT_FOUND',
    admin: 'GENERATION_NOT_FOUND',
    disabledUser: 'refused',
  },
  'generation:cancel': {
    anonymous: 'GENERATION_NOT_FOUND',
    otherAnonymous: 'GENERATION_NOT_FOUND',
    user: 'ok',
    otherUser: 'GENERATION_NOT_FOUND',
    admin: 'GENERATION_NOT_FOUND',
    disabledUser: 'refused',
  },
};

/** Routes Fastify serves outside Nest's controllers (the OpenAPI description), also public. */
const NON_NEST_ROUTES: Record<string, Row> = {
  // Static documents outside Nest's guards: a token, valid or not, is not even read.
  'GET /api/docs': { expect: { ...all(200), disabledUser: 200 } },
  'GET /api/docs-json': { expect: { ...all(200), disabledUser: 200 } },
};

function join(...parts: string[]): string {
  const path = `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return path;
}

/** Every event the gateways handle (@SubscribeMessage). */
function gatewayEvents(app: NestFastifyApplication): string[] {
  const events = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (typeof type !== 'function' || Reflect.getMetadata(GATEWAY_METADATA, type) !== true) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(type.prototype, name)?.value as unknown;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(MESSAGE_MAPPING_METADATA, handler) !== true) continue;
        events.add(Reflect.getMetadata(MESSAGE_METADATA, handler) as string);
      }
    }
  }
  return [...events].sort();
}

/** Every operation of the published OpenAPI description, as `METHOD /path/:param`. */
async function describedRoutes(baseUrl: string): Promise<string[]> {
  const description = (await call(baseUrl, 'GET', '/api/docs-json')).body as { paths: Record<string, object> };
  return Object.entries(description.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    )
    .sort();
}

/** Every route of every controller, as Nest registers them (with the global prefix `api`). */
function nestRoutes(app: NestFastifyApplication): string[] {
  const routes = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[]].flat();
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const base of bases) for (const path of [paths].flat()) routes.add(`${method} ${join('api', base, path)}`);
      }
    }
  }
  return [...routes].sort();
}

describe('access matrix: every route, every kind of caller', () => {
  let db: TestDatabase;
  let stack: Stack;
  const tokens: Partial<Record<Caller, string>> = {};
  const anonymousTokens: Partial<Record<Caller, string>> = {};
  let fixtures: Fixtures;
  let github: GithubEmulator;

  beforeAll(async () => {
    db = await createTestDatabase();
    github = await startGithubEmulator();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...githubEnv(github) },
    });
    const user: SignedIn = await signUpUser(stack.baseUrl);
    const other = await signUpUser(stack.baseUrl);
    const admin = await call(stack.baseUrl, 'POST', '/api/admin/auth/login', { body: ADMIN });
    tokens.user = user.token;
    tokens.otherUser = other.token;
    tokens.admin = admin.body.session.access_token;
    // Signed in, then disabled by an administrator: the token it still holds must open nothing.
    const disabled = await signUpUser(stack.baseUrl);
    tokens.disabledUser = disabled.token;
    const disabling = await call(stack.baseUrl, 'PATCH', `/api/admin/users/${disabled.user.id}`, {
      token: tokens.admin,
      body: { disabled: true },
    });
    expect(disabling.status).toBe(200);
    for (const [index, caller] of ANONYMOUS.entries()) {
      const first = await createGeneration(
        stack,
        { prompt: 'an anonymous bucket', platform: 'aws' },
        { ip: `10.78.${index}.1` },
      );
      anonymousTokens[caller] = first.body.anonymousToken;
    }
    const generation = await call(stack.baseUrl, 'POST', '/api/generations', {
      token: user.token,
      body: { prompt: 'a VPC', platform: 'aws' },
    });
    const project = await call(stack.baseUrl, 'POST', '/api/generations', {
      token: user.token,
      body: { prompt: 'a project to delete', platform: 'aws' },
    });
    await call(stack.baseUrl, 'POST', `/api/generations/${project.body.id}/cancel`, { token: user.token });
    fixtures = {
      generationId: generation.body.id,
      userEmail: user.user.email,
      userId: user.user.id,
      projectId: project.body.conversationId,
      ...(await githubFixtures(stack, github, user.token)),
    };
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
    await github?.close();
  });

  it('has exactly one row per route of the api', () => {
    expect(nestRoutes(stack.api)).toEqual(Object.keys(ACCESS_MATRIX).sort());
  });

  it('has a row for every operation of the OpenAPI description', async () => {
    expect(await describedRoutes(stack.baseUrl)).toEqual(Object.keys(ACCESS_MATRIX).sort());
  });

  it('has exactly one row per socket event, and answers each caller as declared', async () => {
    expect(gatewayEvents(stack.api)).toEqual(Object.keys(SOCKET_MATRIX).sort());
    const mismatches: string[] = [];
    for (const caller of CALLERS) {
      let socket: Client | null = null;
      try {
        socket = await connect(stack.baseUrl, {
          token: tokens[caller],
          anonymousToken: anonymousTokens[caller],
        }).catch(() => null);
        for (const [event, row] of Object.entries(SOCKET_MATRIX)) {
          let outcome: SocketOutcome = 'refused';
          if (socket) {
            const ack = (await socket
              .timeout(5000)
              .emitWithAck(event as 'generation:subscribe', { id: fixtures.generationId })) as {
              ok: boolean;
              code?: string;
            };
            outcome = ack.ok ? 'ok' : (ack.code ?? 'no code');
          }
          if (outcome !== row[caller])
            mismatches.push(`${event} as ${caller}: expected ${row[caller]}, got ${outcome}`);
        }
      } finally {
        socket?.disconnect();
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("keeps an anonymous visitor's generation to that visitor, over HTTP and the socket", async () => {
    const own = await createGeneration(
      stack,
      { prompt: 'a private queue', platform: 'aws' },
      { anonymousToken: anonymousTokens.anonymous, ip: '10.78.0.1' },
    );
    expect(own.status).toBe(202);
    const seen: Record<string, string> = {};
    for (const caller of CALLERS) {
      const headers: Record<string, string> = { 'x-forwarded-for': `10.79.${CALLERS.indexOf(caller)}.1` };
      if (anonymousTokens[caller]) headers['x-anonymous-session'] = anonymousTokens[caller];
      const read = await call(stack.baseUrl, 'GET', `/api/generations/${own.body.id}`, {
        token: tokens[caller],
        headers,
      });
      const socket = await connect(stack.baseUrl, {
        token: tokens[caller],
        anonymousToken: anonymousTokens[caller],
      }).catch(() => null);
      const ack = socket
        ? ((await socket.timeout(5000).emitWithAck('generation:subscribe', { id: own.body.id })) as {
            ok: boolean;
            code?: string;
          })
        : null;
      socket?.disconnect();
      seen[caller] = `${read.status} ${ack ? (ack.ok ? 'ok' : ack.code) : 'refused'}`;
    }
    expect(seen).toEqual({
      anonymous: '200 ok',
      otherAnonymous: '404 GENERATION_NOT_FOUND',
      user: '404 GENERATION_NOT_FOUND',
      otherUser: '404 GENERATION_NOT_FOUND',
      admin: '404 GENERATION_NOT_FOUND',
      disabledUser: '401 refused',
    });
  });

  it('serves the routes outside Nest that the table lists', () => {
    const fastify = stack.api.getHttpAdapter().getInstance();
    for (const route of Object.keys(NON_NEST_ROUTES)) {
      const [method, url] = route.split(' ');
      expect({ route, registered: fastify.hasRoute({ method: method as 'GET', url }) }).toEqual({
        route,
        registered: true,
      });
    }
  });

  it('answers each caller as declared', async () => {
    const rows = Object.entries({ ...ACCESS_MATRIX, ...NON_NEST_ROUTES }).sort(
      ([, a], [, b]) => Number(!!a.endsSession) - Number(!!b.endsSession),
    );
    const mismatches: string[] = [];
    for (const [route, row] of rows) {
      const [method, routePath] = route.split(' ');
      for (const caller of CALLERS) {
        const request = row.request?.(fixtures, caller) ?? {};
        const headers: Record<string, string> = { 'x-forwarded-for': `10.77.${CALLERS.indexOf(caller)}.1` };
        if (anonymousTokens[caller]) headers['x-anonymous-session'] = anonymousTokens[caller];
        const answer = await call(stack.baseUrl, method, request.path ?? routePath, {
          token: tokens[caller],
          body: request.body ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined),
          headers,
        });
        const want = expected(row, caller);
        if (answer.status !== want)
          mismatches.push(
            `${route} as ${caller}: expected ${want}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses a visitor token the server did not issue on every route and at the socket, whatever the route', async () => {
    // Shaped like a real one (`<id>.<signature>`), but not signed by this server (decision 029).
    const made = `${'A'.repeat(43)}.${'B'.repeat(43)}`;
    // The OpenAPI description is served by its own plugin, outside the routes the guard checks.
    const unguarded = new Set(['GET /api/docs', 'GET /api/docs-json']);
    const mismatches: string[] = [];
    for (const [route, row] of Object.entries(ACCESS_MATRIX)) {
      if (unguarded.has(route)) continue;
      const [method, routePath] = route.split(' ');
      const request = row.request?.(fixtures, 'anonymous') ?? {};
      const answer = await call(stack.baseUrl, method, request.path ?? routePath, {
        body: request.body ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined),
        headers: { 'x-anonymous-session': made, 'x-forwarded-for': '10.76.0.1' },
      });
      if (answer.status !== 401 || answer.body?.code !== 'ANONYMOUS_SESSION_INVALID')
        mismatches.push(`${route}: got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    }
    expect(mismatches).toEqual([]);
    const refused = await connect(stack.baseUrl, { anonymousToken: made }).then(
      (socket) => {
        socket.disconnect();
        return null;
      },
      (error: Error & { data?: { code?: string } }) => error.data?.code,
    );
    expect(refused).toBe('ANONYMOUS_SESSION_INVALID');
  });
});
