import { Writable } from 'node:stream';
import { createLogger } from '@infragen/runtime';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';

describe('structured logs', () => {
  let db: TestDatabase;
  let stack: Stack;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      logger: createLogger('info', 'api', sink),
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it('writes one JSON line per request and response, tied by the request id, without secrets', async () => {
    await fetch(`${stack.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'log-test-1', authorization: 'Bearer secret-token' },
    });
    const mine = lines.filter((l) => l.reqId === 'log-test-1');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    // A bearer token that is not a valid session is refused (401) even on a public route.
    expect(mine[1]).toMatchObject({ res: { statusCode: 401 } });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});
