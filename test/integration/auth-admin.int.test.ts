import { io, type Socket } from 'socket.io-client';
import pino from 'pino';
import { Writable } from 'node:stream';
import { ADMIN_SESSION_HINT_COOKIE, Messages, Rooms } from '@infragen/contracts';
import { RealtimeService } from '../../apps/api/src/realtime/realtime.service';
import { DEMO_ADMIN_EMAIL } from '../../apps/api/src/users/admin-bootstrap.service';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { call, cookieOf, signUpUser } from './auth-helpers';

const ADMIN = { email: 'root@example.com', password: 'admin passphrase 42' };

async function adminLogin(baseUrl: string, email = ADMIN.email, password = ADMIN.password) {
  return call(baseUrl, 'POST', '/api/admin/auth/login', { body: { email, password } });
}

function connect(baseUrl: string, auth: Record<string, string>): Promise<{ socket: Socket; connected: boolean }> {
  const socket = io(baseUrl, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve) => {
    socket.once('disconnect', () => resolve({ socket, connected: false }));
    socket.once('connect_error', () => resolve({ socket, connected: false }));
    // Give the server a moment to refuse after the connection opens.
    socket.once('connect', () => setTimeout(() => resolve({ socket, connected: socket.connected }), 300));
  });
}

describe('administrators', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  it("the ADMIN_EMAIL administrator signs in at the admin endpoint, in the admin client's shape", async () => {
    const login = await adminLogin(stack.baseUrl);
    expect(login).toMatchObject({
      status: 200,
      body: {
        user: { email: ADMIN.email, role: 'admin', full_name: 'Administrator' },
        session: { access_token: expect.any(String) },
      },
    });
    const cookie = login.cookies.find((c) => c.startsWith('infragen_admin_refresh='))!;
    expect(cookie).toMatch(/Path=\/api\/admin\/auth/);
    expect(cookie).toMatch(/HttpOnly/);
    // Its readable hint, so a signed-out visit to /admin asks for no refresh that can only fail.
    const hint = login.cookies.find((c) => c.startsWith(`${ADMIN_SESSION_HINT_COOKIE}=`))!;
    expect(hint).toMatch(new RegExp(`^${ADMIN_SESSION_HINT_COOKIE}=1; Path=/; Max-Age=\\d+; SameSite=Strict`));
    expect(hint).not.toMatch(/HttpOnly/);
    const verify = await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', {
      token: login.body.session.access_token,
    });
    expect(verify).toMatchObject({ status: 200, body: { user: { email: ADMIN.email, role: 'admin' } } });
  });

  it('refuses ordinary users at the admin login with the same answer as a wrong password', async () => {
    const user = await signUpUser(stack.baseUrl, 'plain@example.com');
    const asUser = await adminLogin(stack.baseUrl, 'plain@example.com', 'correct horse battery staple');
    const wrong = await adminLogin(stack.baseUrl, ADMIN.email, 'not the password');
    expect(asUser).toMatchObject({ status: 401, body: { message: Messages.admin.authFailed } });
    expect(wrong).toMatchObject({ status: 401, body: { message: Messages.admin.authFailed } });
    const verify = await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: user.token });
    expect(verify).toMatchObject({ status: 403, body: { message: Messages.admin.adminRequired } });
    expect((await call(stack.baseUrl, 'GET', '/api/admin/auth/verify')).status).toBe(401);
  });

  it('keeps admin and user sessions separate: signing out of one leaves the other', async () => {
    const admin = await adminLogin(stack.baseUrl);
    const adminToken = admin.body.session.access_token as string;
    const user = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: ADMIN });
    expect(user.status).toBe(200);
    const userToken = user.body.session.accessToken as string;
    // A user session of an administrator is not an admin session.
    expect((await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: userToken })).status).toBe(403);

    await call(stack.baseUrl, 'POST', '/api/auth/signout', { cookie: cookieOf(user, 'infragen_refresh') });
    expect((await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: adminToken })).status).toBe(200);
    expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token: userToken })).status).toBe(401);

    const again = await call(stack.baseUrl, 'POST', '/api/auth/signin', { body: ADMIN });
    const out = await call(stack.baseUrl, 'POST', '/api/admin/auth/signout', {
      token: adminToken,
      cookie: cookieOf(admin, 'infragen_admin_refresh'),
    });
    expect(out.status).toBe(204);
    expect((await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: adminToken })).status).toBe(401);
    expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token: again.body.session.accessToken })).status).toBe(
      200,
    );
  });

  it('rotates the admin refresh cookie', async () => {
    const admin = await adminLogin(stack.baseUrl);
    const refreshed = await call(stack.baseUrl, 'POST', '/api/admin/auth/refresh', {
      cookie: cookieOf(admin, 'infragen_admin_refresh'),
    });
    expect(refreshed).toMatchObject({ status: 200, body: { user: { role: 'admin' } } });
    // The user cookie's endpoint does not accept an admin session's token, and the other way round.
    const cross = await call(stack.baseUrl, 'POST', '/api/auth/refresh', {
      cookie: cookieOf(refreshed, 'infragen_admin_refresh').replace('infragen_admin_refresh', 'infragen_refresh'),
    });
    expect(cross.status).toBe(401);
  });

  it('shows no login hint when an administrator is configured', async () => {
    expect(await call(stack.baseUrl, 'GET', '/api/admin/auth/hint')).toMatchObject({
      status: 200,
      body: { email: null },
    });
  });

  describe('Socket.IO handshake', () => {
    it('puts a signed-in socket in user:<id>, an admin also in admins, and refuses a bad token', async () => {
      const user = await signUpUser(stack.baseUrl);
      const admin = await adminLogin(stack.baseUrl);
      const realtime = stack.api.get(RealtimeService) as unknown as {
        server: { to(room: string): { emit(event: string, payload: unknown): void } };
      };
      const userSocket = await connect(stack.baseUrl, { token: user.token });
      const adminSocket = await connect(stack.baseUrl, { token: admin.body.session.access_token });
      const anonymous = await connect(stack.baseUrl, {});
      const bad = await connect(stack.baseUrl, { token: `${user.token}x` });
      try {
        expect([userSocket.connected, adminSocket.connected, anonymous.connected, bad.connected]).toEqual([
          true,
          true,
          true,
          false,
        ]);
        const got: string[] = [];
        userSocket.socket.on('alert:created', () => got.push('user'));
        adminSocket.socket.on('alert:created', () => got.push('admin'));
        anonymous.socket.on('alert:created', () => got.push('anonymous'));
        userSocket.socket.on('generation:status', (e) => got.push(`user-status:${e.id}`));
        realtime.server.to(Rooms.admins).emit('alert:created', { id: 'a', title: 't', severity: 'low' });
        realtime.server.to(Rooms.user(user.user.id)).emit('generation:status', { id: 'mine', status: 'running' });
        await new Promise((r) => setTimeout(r, 300));
        expect(got.sort()).toEqual(['admin', 'user-status:mine']);
      } finally {
        for (const s of [userSocket, adminSocket, anonymous, bad]) s.socket.close();
      }
    });

    it('refuses a token whose session was signed out', async () => {
      const user = await signUpUser(stack.baseUrl);
      await call(stack.baseUrl, 'POST', '/api/auth/signout', { cookie: user.cookie });
      const socket = await connect(stack.baseUrl, { token: user.token });
      socket.socket.close();
      expect(socket.connected).toBe(false);
    });
  });
});

describe('the demo administrator of an unconfigured install', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('is created with a random password printed once in the log, and the login hint shows its email', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write: (chunk, _enc, done) => {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      logger,
      env: { NODE_ENV: 'development', DATABASE_EMBEDDED: 'true', DATA_DIR: `/tmp/infragen-demo-${process.pid}` },
    });
    try {
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.email === DEMO_ADMIN_EMAIL && l.password);
      expect(entry).toBeDefined();
      expect(await call(stack.baseUrl, 'GET', '/api/admin/auth/hint')).toMatchObject({
        body: { email: DEMO_ADMIN_EMAIL },
      });
      expect((await adminLogin(stack.baseUrl, DEMO_ADMIN_EMAIL, entry.password)).status).toBe(200);
    } finally {
      await stack.close();
    }
    // Restarted: the same administrator, and the password is not printed again.
    lines.length = 0;
    const again = await startStack({
      databaseUrl: db.url,
      workers: 0,
      logger,
      env: { NODE_ENV: 'development', DATABASE_EMBEDDED: 'true', DATA_DIR: `/tmp/infragen-demo-${process.pid}` },
    });
    try {
      expect(lines.some((l) => l.includes('"password"'))).toBe(false);
      expect(await call(again.baseUrl, 'GET', '/api/admin/auth/hint')).toMatchObject({
        body: { email: DEMO_ADMIN_EMAIL },
      });
    } finally {
      await again.close();
    }
  });

  it('is never created in production', async () => {
    const stack = await startStack({
      databaseUrl: db.url,
      workers: 0,
      env: { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), DATABASE_EMBEDDED: 'true' },
    });
    try {
      // The admin from the test above exists in this database, but production shows no hint.
      expect(await call(stack.baseUrl, 'GET', '/api/admin/auth/hint')).toMatchObject({ body: { email: null } });
    } finally {
      await stack.close();
    }
  });
});
