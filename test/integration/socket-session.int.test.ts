import jwt from 'jsonwebtoken';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect, type Client } from '../support/generation-client';
import { waitFor } from '../support/free-port';
import { call, cookieOf, signInUser, signUpUser, uniqueEmail } from './auth-helpers';

/**
 * A socket proves who it is once, in its handshake; it must not keep that identity longer than
 * the session and token behind it. Signing out, a revoked session and an expired access token end
 * the socket (the browser reconnects with what it holds now, and a dead session is refused), and a
 * socket flooding events is refused, then ended.
 */
const SECRET = 'socket-session-secret-socket-session-secret-01';

describe('sockets and the sessions behind them', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({ databaseUrl: db.url, poolMax: db.poolMax, workers: 0, env: { JWT_SECRET: SECRET } });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  /** Resolves with the reason once the server ends the socket. */
  const ended = (socket: Client) =>
    new Promise<string>((resolve) => socket.once('disconnect', (reason: string) => resolve(reason)));

  const refusalOf = (token: string) =>
    connect(stack.baseUrl, { token }).then(
      (socket) => {
        socket.disconnect();
        return null;
      },
      (error: Error & { data?: { code?: string } }) => error.data?.code,
    );

  it("ends a session's sockets when it signs out, and only that session's", async () => {
    const email = uniqueEmail('socket');
    const first = await signUpUser(stack.baseUrl, email);
    const second = await signInUser(stack.baseUrl, email);
    const signedOut = await connect(stack.baseUrl, { token: first.token });
    const other = await connect(stack.baseUrl, { token: second.token });
    const end = ended(signedOut);

    expect((await call(stack.baseUrl, 'POST', '/api/auth/signout', { token: first.token })).status).toBe(204);
    expect(await end).toBe('io server disconnect');
    // The same token cannot open a new one, and the user's other session is untouched.
    expect(await refusalOf(first.token)).toBe('INVALID_ACCESS_TOKEN');
    expect(other.connected).toBe(true);
    const ack = await other.emitWithAck('generation:subscribe', { id: '00000000-0000-4000-8000-000000000000' });
    expect(ack).toMatchObject({ ok: false, code: 'GENERATION_NOT_FOUND' });
    other.disconnect();
  });

  it('ends the sockets of a session revoked because a used refresh token came back', async () => {
    const user = await signUpUser(stack.baseUrl);
    const socket = await connect(stack.baseUrl, { token: user.token });
    const end = ended(socket);
    const refreshed = await call(stack.baseUrl, 'POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(refreshed.status).toBe(200);
    // The successor is used, then the first cookie comes back: a copy. The whole session is revoked.
    const next = await call(stack.baseUrl, 'POST', '/api/auth/refresh', {
      cookie: cookieOf(refreshed, 'infragen_refresh'),
    });
    expect(next.status).toBe(200);
    const replay = await call(stack.baseUrl, 'POST', '/api/auth/refresh', { cookie: user.cookie });
    expect(replay.status).toBe(401);
    expect(await end).toBe('io server disconnect');
  });

  it('ends a socket when its access token expires, and refuses the expired token', async () => {
    const user = await signUpUser(stack.baseUrl);
    const claims = jwt.decode(user.token) as jwt.JwtPayload;
    const { iat: _iat, exp: _exp, ...rest } = claims;
    const shortLived = jwt.sign(rest, SECRET, { algorithm: 'HS256', expiresIn: 2 });
    const socket = await connect(stack.baseUrl, { token: shortLived });
    const end = ended(socket);
    expect(await end).toBe('io server disconnect');
    expect(await refusalOf(shortLived)).toBe('INVALID_ACCESS_TOKEN');
    // The browser's refreshed token still opens one.
    (await connect(stack.baseUrl, { token: user.token })).disconnect();
  });

  it('refuses events beyond a socket budget with RATE_LIMITED, then ends a socket that keeps flooding', async () => {
    const socket = await connect(stack.baseUrl);
    const end = ended(socket);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        socket.timeout(10_000).emitWithAck('generation:subscribe', { id: '00000000-0000-4000-8000-000000000000' }),
      ),
    );
    const codes = answers.map((a) => (a.ok ? 'ok' : a.code));
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThan(40);
    expect(codes.filter((c) => c === 'GENERATION_NOT_FOUND').length).toBeGreaterThanOrEqual(40);
    for (let i = 0; i < 300; i += 1) socket.emit('generation:cancel', { id: '00000000-0000-4000-8000-000000000000' });
    expect(await end).toBe('io server disconnect');
    // Other sockets are not affected.
    await waitFor(async () => (await fetch(`${stack.baseUrl}/api/health`)).status === 200, 'health');
    (await connect(stack.baseUrl)).disconnect();
  });
});
