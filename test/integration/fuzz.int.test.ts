import fc from 'fast-check';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect } from '../support/generation-client';
import { githubEnv, startGithubEmulator } from '../support/github/start-emulator';
import type { GithubEmulator } from '../support/github/github-emulator';
import { anyJson, fromSchema, hostileText, mutated, type JsonSchema } from '../support/schema-arbitrary';
import { call, signUpUser } from './auth-helpers';

/**
 * Every request schema and socket payload of the api, fuzzed with fast-check: values shaped by
 * each route's schemas in the OpenAPI description (so the fuzzing gets past the first check),
 * broken the ways clients break them, and plain garbage; sent as a visitor, a signed-in user and an
 * administrator (last: its routes change settings). Whatever arrives, the answer is never a 5xx,
 * never carries a stack trace or a path of the server, and a refused field is named.
 * FUZZ_RUNS sets the number of cases across all routes and events (default 10,000).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz admin passphrase' };
type Caller = 'anonymous' | 'user' | 'admin';

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

describe('fuzzing every request schema and socket payload', () => {
  let db: TestDatabase;
  let github: GithubEmulator;
  let stack: Stack;
  let operations: Operation[];
  let components: Record<string, JsonSchema>;
  const tokens: Partial<Record<Caller, string>> = {};
  const failures: string[] = [];
  /** Answers by status, printed with FUZZ_REPORT=1 (to see how deep the fuzzing reaches). */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    db = await createTestDatabase();
    github = await startGithubEmulator();
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...githubEnv(github) },
    });
    const doc = (await (await fetch(`${stack.baseUrl}/api/docs-json`)).json()) as OpenApi;
    components = doc.components?.schemas ?? {};
    operations = operationsOf(doc).filter((op) => !NOT_JSON.has(`${op.method} ${op.path}`));
    tokens.user = (await signUpUser(stack.baseUrl)).token;
    tokens.admin = (
      await call(stack.baseUrl, 'POST', '/api/admin/auth/login', { body: ADMIN })
    ).body.session.access_token;
  });

  afterAll(async () => {
    await stack?.close();
    await github?.close();
    await db?.drop();
  });

  /** One fuzzed request to `op` as `caller`; failures are collected with the request that caused them. */
  async function send(op: Operation, caller: Caller, params: string[], query: unknown[], body: unknown) {
    let path = op.path;
    op.pathParams.forEach(
      (name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(params[i] ?? '')))),
    );
    const search = new URLSearchParams();
    op.query.forEach(({ name }, i) => {
      const value = query[i];
      if (value !== undefined) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    });
    const url = `${stack.baseUrl}${path}${search.size ? `?${search}` : ''}`;
    const headers: Record<string, string> = {};
    if (tokens[caller]) headers.authorization = `Bearer ${tokens[caller]}`;
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
      failures.push(
        `${caller} ${op.method} ${url.slice(stack.baseUrl.length, 200)}: ${problem}; body ${JSON.stringify(body)?.slice(0, 200)}; answer ${raw.slice(0, 300)}`,
      );
    }
  }

  it('answers every fuzzed request with a 4xx naming the problem or a success, never a 5xx or a trace', async () => {
    const callers: Caller[] = ['anonymous', 'user', 'admin'];
    const perRoute = Math.max(5, Math.floor((RUNS * 0.9) / (operations.length * callers.length)));
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    let round = 0;
    for (const caller of callers) {
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
          await Promise.all(cases.slice(i, i + 8).map(([p, q, b]) => send(op, caller, p, q as unknown[], b)));
        }
      }
    }
    if (process.env.FUZZ_REPORT) console.log(operations.length, 'operations', Object.fromEntries(statuses));
    // The seed replays this run's cases: FUZZ_SEED=<seed>.
    if (failures.length) failures.unshift(`FUZZ_SEED=${seed}`);
    expect(operations.length).toBeGreaterThan(20);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('answers every fuzzed socket payload with an acknowledgement naming the problem, and stays up', async () => {
    const events = ['generation:subscribe', 'generation:cancel'] as const;
    const identities = [{}, { token: (await signUpUser(stack.baseUrl)).token }];
    const payload = fc.oneof(anyJson, fc.record({ id: fc.oneof(fc.uuid(), hostileText) }), fc.record({ id: anyJson }));
    const perEvent = Math.max(50, Math.floor((RUNS * 0.1) / (events.length * identities.length)));
    for (const auth of identities) {
      for (const event of events) {
        const cases = fc.sample(payload, perEvent);
        // A socket may send 40 events at once (its budget): each batch gets a socket of its own.
        for (let i = 0; i < cases.length; i += 30) {
          const socket = await connect(stack.baseUrl, auth);
          for (const data of cases.slice(i, i + 30)) {
            const ack = (await socket
              .timeout(5000)
              .emitWithAck(event as 'generation:subscribe', data as { id: string })) as {
              ok: boolean;
              error?: unknown;
              code?: unknown;
            };
            const raw = JSON.stringify(ack);
            if (!ack.ok && (typeof ack.error !== 'string' || typeof ack.code !== 'string'))
              failures.push(`${event} ${JSON.stringify(data)?.slice(0, 200)}: no message and code: ${raw}`);
            if (/\n\s+at |node_modules|\/work\//.test(raw)) failures.push(`${event}: a stack trace: ${raw}`);
          }
          // A fire-and-forget emit (no acknowledgement asked for) is survived too.
          socket.emit(event as 'generation:cancel', 'garbage' as unknown as { id: string });
          expect(socket.connected).toBe(true);
          socket.disconnect();
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
  }, 300_000);

  it('refuses every made-up visitor session token with 401 ANONYMOUS_SESSION_INVALID, on a route and a socket', async () => {
    // Any value a header can carry (visible ASCII), including ones shaped like a signed token.
    const headerText = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)) });
    const base64url = fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
      minLength: 43,
      maxLength: 43,
    });
    const token = fc.oneof(
      headerText.filter((t) => t.length > 0),
      fc.tuple(base64url, base64url).map(([a, b]) => `${a}.${b}`),
    );
    for (const made of fc.sample(token, 200)) {
      const answer = await call(stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a bucket', platform: 'aws' },
        headers: { 'x-anonymous-session': made },
      });
      if (answer.status !== 401 || answer.body.code !== 'ANONYMOUS_SESSION_INVALID')
        failures.push(`x-anonymous-session ${JSON.stringify(made)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    for (const made of fc.sample(token, 20)) {
      const refused = await connect(stack.baseUrl, { anonymousToken: made }).then(
        (socket) => {
          socket.disconnect();
          return null;
        },
        (error: Error & { data?: { code?: string } }) => error.data?.code,
      );
      if (refused !== 'ANONYMOUS_SESSION_INVALID') failures.push(`handshake ${JSON.stringify(made)}: ${refused}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });

  it('stores an operator setting only within its type and range, and sign-up keeps working whatever was tried', async () => {
    // The first test may have closed sign-up or turned maintenance on: start from the defaults.
    expect((await call(stack.baseUrl, 'POST', '/api/admin/config/reset', { token: tokens.admin })).status).toBe(200);
    const numbers = fc.oneof(
      fc.double(),
      fc.integer(),
      fc.bigInt().map(Number),
      fc.constantFrom(2 ** 31, -5, 2.5, 1e308),
    );
    const values = fc.oneof(numbers, numbers.map(String), fc.string(), fc.boolean());
    const keys = fc.constantFrom(
      'default_credits_new_user',
      'max_projects_per_user',
      'max_file_upload_size',
      'maintenance_message',
    );
    for (const [key, value] of fc.sample(fc.tuple(keys, values), 200)) {
      const answer = await call(stack.baseUrl, 'PUT', `/api/admin/config/${key}`, {
        token: tokens.admin,
        body: { value },
      });
      const stored = answer.body?.config_value;
      const fine =
        // Refused naming the field (a value JSON cannot carry, such as NaN, arrives as null).
        (answer.status === 400 &&
          answer.body.code === 'VALIDATION_FAILED' &&
          JSON.stringify(answer.body.issues ?? []).includes('"path":"value"')) ||
        (answer.status === 200 &&
          (typeof stored === 'string'
            ? stored.length <= 500
            : Number.isInteger(stored) && stored >= 0 && stored <= 1_000_000));
      if (!fine) failures.push(`${key} = ${JSON.stringify(value)}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    const signedUp = await signUpUser(stack.baseUrl);
    expect(signedUp.token).toEqual(expect.any(String));
  });
});
