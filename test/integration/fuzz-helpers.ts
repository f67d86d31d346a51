import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import type { GithubEmulator } from '../support/github/github-emulator';
import { anyJson, fromSchema, hostileText, mutated, type JsonSchema } from '../support/schema-arbitrary';
import { call, signUpUser } from './auth-helpers';

/**
 * The api's fuzzing, shared by the fuzz-*.int.test.ts files: every request schema of the api,
 * fuzzed with fast-check, values shaped by each route's schemas in the OpenAPI description (so the
 * fuzzing gets past the first check), broken the ways clients break them, and plain garbage.
 * Whatever arrives, the answer is never a 5xx, never carries a stack trace or a path of the
 * server, and a refused field is named. One file per kind of caller (a visitor, a signed-in user,
 * an administrator), each on a product and database of its own: the files run side by side, and
 * the administrator's requests (which change settings) meet no one else's.
 * FUZZ_RUNS sets the number of cases across all routes, callers and socket events (default 10,000).
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/** The kinds of caller; the request cases (90% of RUNS) are shared equally among them. */
const CALLERS = ['anonymous', 'user', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz admin passphrase' };

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Routes that end the caller's session: fuzzed without one, so the other routes keep theirs. */
const ENDS_SESSION = new Set(['POST /api/auth/signout', 'POST /api/admin/auth/signout']);
/** Routes whose answer is not the api's JSON (a redirect to the site, the description itself). */
const NOT_JSON = new Set(['GET /api/auth/verify-email', 'GET /api/docs-json', 'GET /api/docs']);

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Lone surrogates cannot be put in a URL (encodeURIComponent throws): the replacement character stands in. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/** What is wrong with an answer, if anything. */
function problemsOf(status: number, body: unknown, raw: string): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push(`status ${status}`);
  if (/\n\s+at .+:\d+:\d+|node_modules|\/work\/|\/src\/.+\.ts|TypeError|ReferenceError|SyntaxError: /.test(raw))
    problems.push('a stack trace or a server path in the answer');
  if (status >= 400) {
    const error = body as { message?: unknown; code?: unknown; issues?: { path?: unknown; message?: unknown }[] };
    if (typeof error?.message !== 'string' || typeof error.code !== 'string') problems.push('no message and code');
    if (error?.code === 'VALIDATION_FAILED') {
      const named =
        Array.isArray(error.issues) &&
        error.issues.length > 0 &&
        error.issues.every((i) => typeof i.path === 'string' && i.path !== '' && typeof i.message === 'string');
      if (!named) problems.push('a validation failure that names no field');
    }
  }
  return problems;
}

interface Fuzzed {
  stack: Stack;
  /** The caller's access token (none for a visitor). */
  token?: string;
  /** The administrator's token, for resetting settings. */
  adminToken: string;
  /** Problems found so far, each with the request that caused it. */
  failures: string[];
  /** Fuzzes every route as `caller`; collects failures in `failures` and returns the seed. */
  fuzzRoutes(): Promise<{ seed: number; operations: number }>;
}

/**
 * A product (api only, no worker) with its own database and GitHub emulator, and `caller`'s
 * session on it, for the lifetime of the calling file (its beforeAll and afterAll).
 */
export function fuzzedProduct(caller: Caller): Fuzzed {
  let db: TestDatabase;
  let github: GithubEmulator;
  let operations: Operation[];
  let components: Record<string, JsonSchema>;
  /** Answers by status, printed with FUZZ_REPORT=1 (to see how deep the fuzzing reaches). */
  const statuses = new Map<number, number>();
  const fuzzed = { failures: [] as string[] } as Fuzzed;

  beforeAll(async () => {
    db = await createTestDatabase();
    github = await startGithubEmulator();
    fuzzed.stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...githubEnv(github) },
    });
    const { baseUrl } = fuzzed.stack;
    const doc = (await (await fetch(`${baseUrl}/api/docs-json`)).json()) as OpenApi;
    components = doc.components?.schemas ?? {};
    operations = operationsOf(doc).filter((op) => !NOT_JSON.has(`${op.method} ${op.path}`));
    fuzzed.adminToken = (
      await call(baseUrl, 'POST', '/api/admin/auth/login', { body: ADMIN })
    ).body.session.access_token;
    if (caller === 'user') fuzzed.token = (await signUpUser(baseUrl)).token;
    if (caller === 'admin') fuzzed.token = fuzzed.adminToken;
  });

  afterAll(async () => {
    await fuzzed.stack?.close();
    await github?.close();
    await db?.drop();
  });

  /** One fuzzed request to `op`; failures are collected with the request that caused them. */
  async function send(op: Operation, params: string[], query: unknown[], body: unknown) {
    const { baseUrl } = fuzzed.stack;
    let path = op.path;
    op.pathParams.forEach(
      (name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(params[i] ?? '')))),
    );
    const search = new URLSearchParams();
    op.query.forEach(({ name }, i) => {
      const value = query[i];
      if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    });
    const url = `${baseUrl}${path}${search.size ? `?${search}` : ''}`;
    const headers: Record<string, string> = {};
    if (fuzzed.token) headers.authorization = `Bearer ${fuzzed.token}`;
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE' && body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method: op.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const raw = await response.text();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    let parsed: unknown = null;
    try {
      parsed = raw ? JSON.parse(raw) : null;
    } catch {
      parsed = null;
    }
    for (const problem of problemsOf(response.status, parsed, raw)) {
      fuzzed.failures.push(
        `${caller} ${op.method} ${url.slice(baseUrl.length, 200)}: ${problem}; body ${JSON.stringify(body)?.slice(0, 200)}; answer ${raw.slice(0, 300)}`,
      );
    }
  }

  fuzzed.fuzzRoutes = async () => {
    const perRoute = Math.max(5, Math.floor((RUNS * 0.9) / (operations.length * CALLERS.length)));
    // The callers' seeds lie apart (by the caller's place in CALLERS), so their cases differ.
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    let round = CALLERS.indexOf(caller) * operations.length;
    for (const op of operations) {
      if (caller !== 'anonymous' && ENDS_SESSION.has(`${op.method} ${op.path}`)) continue;
      const params = fc.array(
        fc.oneof(
          fc.uuid(),
          hostileText.filter((s) => s.length < 300),
        ),
        {
          minLength: op.pathParams.length,
          maxLength: op.pathParams.length,
        },
      );
      const query = fc.tuple(...op.query.map((q) => fc.option(mutated(fromSchema(q.schema, components)))));
      const body = op.body ? mutated(fromSchema(op.body, components)) : fc.option(anyJson);
      // Sampled, then sent eight at a time: the api overlaps its database work, and each failure
      // is reported with the request that caused it (shrinking would cost more than it shows).
      const cases = fc.sample(fc.tuple(params, query, body), { numRuns: perRoute, seed: seed + round++ });
      for (let i = 0; i < cases.length; i += 8) {
        await Promise.all(cases.slice(i, i + 8).map(([p, q, b]) => send(op, p, q as unknown[], b)));
      }
    }
    if (process.env.FUZZ_REPORT) console.log(caller, operations.length, 'operations', Object.fromEntries(statuses));
    return { seed, operations: operations.length };
  };

  return fuzzed;
}
