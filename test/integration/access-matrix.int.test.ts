import 'reflect-metadata';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, GOOD_PASSWORD, signUpUser, uniqueEmail, type SignedIn } from './auth-helpers';

/**
 * Who may call what, for every HTTP route of the api, declared in one table. The routes are read
 * from the Nest router: a route added without a row here fails this test, and so does a row whose
 * route no longer exists. Add a row with the answer each kind of caller must get.
 */
type Caller = 'anonymous' | 'user' | 'otherUser' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'otherUser', 'admin', 'user'];

interface Fixtures {
  /** A generation owned by `user`. */
  generationId: string;
  userEmail: string;
}

interface Row {
  /** Status each caller gets. `user` owns the fixtures; `otherUser` is another signed-in user. */
  expect: Record<Caller, number>;
  /** The concrete request (path with parameters filled, body); defaults to the route's path. */
  request?: (f: Fixtures, caller: Caller) => { path?: string; body?: unknown };
  /** Ends the caller's session: run after every other row. */
  endsSession?: boolean;
}

const ADMIN = { email: 'matrix-admin@example.com', password: 'matrix admin passphrase' };
const PROFILE = { full_name: 'M', business_email: 'm@example.com', role: 'SRE' };
const all = (status: number): Record<Caller, number> => ({ anonymous: status, user: status, otherUser: status, admin: status });
const signedIn = (status: number, anonymous = 401): Record<Caller, number> => ({ anonymous, user: status, otherUser: status, admin: status });
const ownerOnly = (status: number, others = 404): Record<Caller, number> => ({ anonymous: others, user: status, otherUser: others, admin: others });
const adminOnly = (status: number): Record<Caller, number> => ({ anonymous: 401, user: 403, otherUser: 403, admin: status });

export const ACCESS_MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: all(200) },
  'POST /api/generations': { expect: all(202), request: () => ({ body: { prompt: 'an S3 bucket', platform: 'aws' } }) },
  'GET /api/generations/:id': { expect: ownerOnly(200), request: (f) => ({ path: `/api/generations/${f.generationId}` }) },
  'POST /api/generations/:id/cancel': { expect: ownerOnly(200), request: (f) => ({ path: `/api/generations/${f.generationId}/cancel` }) },
  // Rows for the lead's conversations routes: refine when they are final.
  'GET /api/conversations': { expect: signedIn(200) },
  'GET /api/conversations/:id': { expect: all(404), request: () => ({ path: '/api/conversations/00000000-0000-4000-8000-000000000000' }) },

  'POST /api/auth/signup': {
    expect: all(201),
    request: () => ({ body: { fullName: 'New', email: uniqueEmail('matrix'), password: GOOD_PASSWORD, acceptTerms: true } }),
  },
  'POST /api/auth/signin': { expect: all(200), request: (f) => ({ body: { email: f.userEmail, password: GOOD_PASSWORD } }) },
  // Without the refresh cookie there is no session to refresh, whoever asks.
  'POST /api/auth/refresh': { expect: all(401) },
  'GET /api/auth/me': { expect: signedIn(200) },
  'GET /api/auth/verify-email': { expect: all(302), request: () => ({ path: '/api/auth/verify-email?token=not-a-token' }) },
  // An admin session is not a user session: it is not ended here.
  'POST /api/auth/signout': { expect: { anonymous: 401, user: 204, otherUser: 204, admin: 401 }, endsSession: true },

  'GET /api/profile': { expect: signedIn(200) },
  'PUT /api/profile': { expect: signedIn(200), request: () => ({ body: PROFILE }) },

  'POST /api/admin/auth/login': { expect: all(200), request: () => ({ body: ADMIN }) },
  'POST /api/admin/auth/refresh': { expect: all(401) },
  'GET /api/admin/auth/verify': { expect: adminOnly(200) },
  'GET /api/admin/auth/hint': { expect: all(200) },
  'POST /api/admin/auth/signout': { expect: { anonymous: 401, user: 401, otherUser: 401, admin: 204 }, endsSession: true },
};

/** Routes Fastify serves outside Nest's controllers (the OpenAPI description), also public. */
const NON_NEST_ROUTES: Record<string, Row> = {
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs-json': { expect: all(200) },
};

function join(...parts: string[]): string {
  const path = `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
  return path;
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
  let fixtures: Fixtures;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, workers: 0, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const user: SignedIn = await signUpUser(stack.baseUrl);
    const other = await signUpUser(stack.baseUrl);
    const admin = await call(stack.baseUrl, 'POST', '/api/admin/auth/login', { body: ADMIN });
    tokens.user = user.token;
    tokens.otherUser = other.token;
    tokens.admin = admin.body.session.access_token;
    const generation = await call(stack.baseUrl, 'POST', '/api/generations', { token: user.token, body: { prompt: 'a VPC', platform: 'aws' } });
    fixtures = { generationId: generation.body.id, userEmail: user.user.email };
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('has exactly one row per route of the api', () => {
    expect(nestRoutes(stack.api)).toEqual(Object.keys(ACCESS_MATRIX).sort());
  });

  it('serves the routes outside Nest that the table lists', () => {
    const fastify = stack.api.getHttpAdapter().getInstance();
    for (const route of Object.keys(NON_NEST_ROUTES)) {
      const [method, url] = route.split(' ');
      expect({ route, registered: fastify.hasRoute({ method: method as 'GET', url }) }).toEqual({ route, registered: true });
    }
  });

  it('answers each caller as declared', async () => {
    const rows = Object.entries({ ...ACCESS_MATRIX, ...NON_NEST_ROUTES }).sort(([, a], [, b]) => Number(!!a.endsSession) - Number(!!b.endsSession));
    const mismatches: string[] = [];
    for (const [route, row] of rows) {
      const [method, routePath] = route.split(' ');
      for (const caller of CALLERS) {
        const request = row.request?.(fixtures, caller) ?? {};
        const answer = await call(stack.baseUrl, method, request.path ?? routePath, {
          token: caller === 'anonymous' ? undefined : tokens[caller],
          body: request.body ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined),
          headers: { 'x-forwarded-for': `10.77.${CALLERS.indexOf(caller)}.1` },
        });
        if (answer.status !== row.expect[caller]) mismatches.push(`${route} as ${caller}: expected ${row.expect[caller]}, got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
