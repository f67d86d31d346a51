import { connect as netConnect, type Socket } from 'node:net';
import jwt from 'jsonwebtoken';
import { Messages } from '@infragen/contracts';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startStack, type Stack } from '../support/stack';
import { connect } from '../support/generation-client';
import { call, cookieOf, GOOD_PASSWORD, signUpUser, uniqueEmail } from './auth-helpers';

/**
 * What an attacker tries against the api directly: hostile JSON (deep, prototype keys), requests
 * trickled to hold connections, tampered access tokens on routes and sockets, and cookie-carrying
 * requests forged from another site's page, and redirects pointed elsewhere. Each is refused with
 * a 4xx naming the problem, and the api keeps answering everyone else.
 */
const SECRET = 'abuse-test-secret-abuse-test-secret-0123456789';
const REQUEST_TIMEOUT_MS = 1000;

describe('abuse of the api', () => {
  let db: TestDatabase;
  let stack: Stack;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await startStack({
      databaseUrl: db.url,
      poolMax: db.poolMax,
      workers: 0,
      env: { JWT_SECRET: SECRET, REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
    });
  });

  afterAll(async () => {
    await stack?.close();
    await db?.drop();
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.baseUrl}/api/generations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code: string; message: string } }));

  describe('hostile JSON', () => {
    it('refuses a body nested deeper than any request needs, naming the limit, and keeps answering', async () => {
      // 100,000 levels: a recursive walk of it would exhaust the stack.
      const deep = `{"prompt":"a bucket","platform":"aws","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
      const answer = await post(deep);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: expect.stringContaining(Messages.http.tooDeep(32)) },
      });
      expect((await post('{"prompt":"a bucket","platform":"aws"}')).status).toBe(202);
    });

    it.each(['__proto__', 'constructor', 'prototype'])('refuses the key %s at any depth, naming it', async (key) => {
      const answer = await post(`{"prompt":"a bucket","platform":"aws","history":[{"${key}":{"isAdmin":true}}]}`);
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: `history.0.${key}: ${Messages.http.reservedKey(key)}` },
      });
    });

    it('refuses half of a surrogate pair on its own, which PostgreSQL cannot store, naming the field', async () => {
      const answer = await post(
        '{"prompt":"a bucket","platform":"aws","history":[{"content":"\\ud800","isUser":true}]}',
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: `history.0.content: ${Messages.http.unpairedSurrogate}` },
      });
      // A whole pair (an emoji) is text like any other.
      expect((await post('{"prompt":"a bucket \\ud83d\\ude00","platform":"aws"}')).status).toBe(202);
    });

    it('refuses a body streamed without a length once it passes the limit', async () => {
      const limit = 256 * 1024;
      const parts = [`{"prompt":"`, 'a'.repeat(limit), `","platform":"aws"}`];
      const stream = new ReadableStream({
        pull(controller) {
          const part = parts.shift();
          if (part === undefined) controller.close();
          else controller.enqueue(new TextEncoder().encode(part));
        },
      });
      const response = await fetch(`${stack.baseUrl}/api/generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ message: Messages.http.bodyTooLarge(limit) });
    });
  });

  describe('requests trickled to hold a connection', () => {
    /** Opens a raw connection, writes `first`, then nothing; resolves with what the api answered. */
    function trickle(first: string): Promise<{ answer: string; closed: boolean }> {
      return new Promise((resolve, reject) => {
        const url = new URL(stack.baseUrl);
        const socket: Socket = netConnect(Number(url.port), url.hostname, () => socket.write(first));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (d: string) => (answer += d));
        socket.on('close', () => resolve({ answer, closed: true }));
        socket.on('error', reject);
        // Far beyond the limit: the api must have closed the connection long before.
        setTimeout(() => {
          socket.destroy();
          resolve({ answer, closed: false });
        }, REQUEST_TIMEOUT_MS * 15).unref();
      });
    }

    it('answers 408 and closes a body that never finishes arriving', async () => {
      const result = await trickle(
        'POST /api/generations HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"prompt":',
      );
      expect(result.closed).toBe(true);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
      expect(JSON.parse(result.answer.split('\r\n\r\n')[1]!)).toEqual({
        statusCode: 408,
        error: 'Request Timeout',
        code: 'REQUEST_TIMEOUT',
        message: Messages.http.requestTimeout(1),
      });
    });

    it('answers headers over the size limit and bytes that are not HTTP in the api error shape', async () => {
      const huge = await trickle(`GET /api/health?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(huge.answer).toMatch(/^HTTP\/1\.1 431/);
      expect(JSON.parse(huge.answer.split('\r\n\r\n')[1]!)).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
      const garbage = await trickle('\u0001\u0002 not http at all\r\n\r\n');
      expect(garbage.answer).toMatch(/^HTTP\/1\.1 400/);
      expect(JSON.parse(garbage.answer.split('\r\n\r\n')[1]!)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_REQUEST',
        message: Messages.http.malformedRequest,
      });
    });

    it('closes a connection whose headers never finish', async () => {
      const result = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      expect(result.closed).toBe(true);
    });
  });

  describe('tampered access tokens', () => {
    let token: string;
    let claims: jwt.JwtPayload;

    beforeAll(async () => {
      token = (await signUpUser(stack.baseUrl)).token;
      claims = jwt.decode(token) as jwt.JwtPayload;
    });

    const forged = (): Record<string, string> => {
      const { iat: _iat, exp: _exp, ...rest } = claims;
      const [header, payload, signature] = token.split('.');
      const asAdmin = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
      return {
        'signature of another payload (role raised to admin)': `${header}.${asAdmin}.${signature}`,
        'alg none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`,
        'another algorithm with the same secret': jwt.sign(rest, SECRET, { algorithm: 'HS512', expiresIn: 600 }),
        'signed with another secret': jwt.sign(rest, 'x'.repeat(48), { algorithm: 'HS256', expiresIn: 600 }),
        'another audience': jwt.sign({ ...rest, aud: 'elsewhere' }, SECRET, { algorithm: 'HS256', expiresIn: 600 }),
        'another issuer': jwt.sign({ ...rest, iss: 'elsewhere' }, SECRET, { algorithm: 'HS256', expiresIn: 600 }),
        expired: jwt.sign({ ...rest, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET, { algorithm: 'HS256' }),
        // Right key, issuer and audience, but a token that would never expire, or says not when it began.
        'no exp': jwt.sign(rest, SECRET, { algorithm: 'HS256' }),
        'no iat': jwt.sign(rest, SECRET, { algorithm: 'HS256', expiresIn: 600, noTimestamp: true }),
        'not a token': 'a'.repeat(5000),
      };
    };

    it('the genuine token works, on a route and a socket', async () => {
      expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token })).status).toBe(200);
      (await connect(stack.baseUrl, { token })).disconnect();
    });

    it('refuses every forgery on a route with 401 and its code, and on a socket for good', async () => {
      for (const [what, bad] of Object.entries(forged())) {
        const route = await call(stack.baseUrl, 'GET', '/api/auth/me', { token: bad });
        expect({ what, status: route.status, code: route.body.code }).toEqual({
          what,
          status: 401,
          code: 'INVALID_ACCESS_TOKEN',
        });
        const admin = await call(stack.baseUrl, 'GET', '/api/admin/auth/verify', { token: bad });
        expect({ what, status: admin.status }).toEqual({ what, status: 401 });
        const refused = await connect(stack.baseUrl, { token: bad }).then(
          (socket) => {
            socket.disconnect();
            return null;
          },
          (error: Error & { data?: { code?: string } }) => error.data?.code,
        );
        expect({ what, refused }).toEqual({ what, refused: 'INVALID_ACCESS_TOKEN' });
      }
    });
  });

  describe('visitor session tokens the client made up', () => {
    it('refuses each on a route with 401 ANONYMOUS_SESSION_INVALID, and on a socket for good', async () => {
      const issued = await post(JSON.stringify({ prompt: 'a bucket', platform: 'aws' }), {
        'x-forwarded-for': '10.93.0.1',
      });
      expect(issued.status).toBe(202);
      const { id: generationId, anonymousToken: genuine } = issued.body as unknown as {
        id: string;
        anonymousToken: string;
      };
      const [id] = genuine.split('.');
      const made: Record<string, string> = {
        'the old unsigned shape': 'A'.repeat(43),
        'a signature of another id': `${'B'.repeat(43)}.${genuine.split('.')[1]}`,
        'another signature of a real id': `${id}.${'C'.repeat(43)}`,
        'a prototype key': '__proto__',
        'not a token': 'a'.repeat(5000),
      };
      for (const [what, bad] of Object.entries(made)) {
        const route = await call(stack.baseUrl, 'GET', `/api/generations/${generationId}`, {
          headers: { 'x-anonymous-session': bad },
        });
        expect({ what, status: route.status, code: route.body.code }).toEqual({
          what,
          status: 401,
          code: 'ANONYMOUS_SESSION_INVALID',
        });
        const refused = await connect(stack.baseUrl, { anonymousToken: bad }).then(
          (socket) => {
            socket.disconnect();
            return null;
          },
          (error: Error & { data?: { code?: string } }) => error.data?.code,
        );
        expect({ what, refused }).toEqual({ what, refused: 'ANONYMOUS_SESSION_INVALID' });
      }
    });
  });

  describe('requests forged from another site', () => {
    let cookie: string;

    beforeAll(async () => {
      const email = uniqueEmail('csrf');
      await signUpUser(stack.baseUrl, email);
      const signIn = await call(stack.baseUrl, 'POST', '/api/auth/signin', {
        body: { email, password: GOOD_PASSWORD },
      });
      cookie = cookieOf(signIn, 'infragen_refresh');
    });

    it('refuses a cookie-carrying refresh or sign-out from another origin with 403 and changes nothing', async () => {
      const crossSiteHeaders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: `http://localhost:1` },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of crossSiteHeaders) {
        for (const path of ['/api/auth/refresh', '/api/auth/signout']) {
          const answer = await call(stack.baseUrl, 'POST', path, { cookie, headers });
          expect({ path, headers, status: answer.status, body: answer.body }).toEqual({
            path,
            headers,
            status: 403,
            body: expect.objectContaining({ code: 'FORBIDDEN', message: Messages.http.crossSiteRequest }),
          });
        }
      }
      // The session was neither rotated nor ended: the same cookie still refreshes from the site.
      const own = await call(stack.baseUrl, 'POST', '/api/auth/refresh', {
        cookie,
        headers: { origin: stack.baseUrl, 'sec-fetch-site': 'same-origin' },
      });
      expect(own.status).toBe(200);
    });

    it('leaves requests without cookies (a bearer token, a script) alone', async () => {
      const answer = await call(stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a bucket', platform: 'aws' },
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(answer.status).toBe(202);
    });
  });

  describe('redirects', () => {
    it('only ever send the browser to a path of this site, whatever the address asks for', async () => {
      const attempts = [
        '/api/auth/verify-email?token=x&next=https://evil.example/',
        '/api/auth/verify-email?token=x&redirect=//evil.example',
        '/api/auth/verify-email?token=https://evil.example',
        '//evil.example/%2e%2e',
        '/%2F%2Fevil.example',
        '/app?next=https://evil.example',
      ];
      for (const path of attempts) {
        const answer = await fetch(`${stack.baseUrl}${path}`, {
          redirect: 'manual',
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        });
        const location = answer.headers.get('location');
        // The email link's route does redirect (to the site's own page saying the link failed); with a
        // parameter it does not know it is refused outright.
        if (path === '/api/auth/verify-email?token=https://evil.example') expect(answer.status).toBe(302);
        // No answer points elsewhere: either no redirect, or a path on this site (not `//host`).
        expect({ path, location: location === null || /^\/(?!\/)/.test(location) }).toEqual({ path, location: true });
      }
    });
  });
});
