import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Messages } from '@infragen/contracts';
import { runMigrations } from '@infragen/database';
import { startPgliteProcess, type PgliteProcess } from '../support/pglite-process';
import { startStack, type Stack } from '../support/stack';
import { freePort, waitFor } from '../support/free-port';
import { connect } from '../support/generation-client';
import { call, signUpUser, type SignedIn } from './auth-helpers';

/**
 * An outage is not a sign-out: while the database cannot check a session, a signed-in request
 * answers 503 SERVICE_UNAVAILABLE (the client tries again) and a socket's handshake is refused with
 * that code (the browser retries), never 401 or a refusal for good. Every error carries its code.
 */
describe('answers during a database outage', () => {
  let embedded: PgliteProcess;
  let port: number;
  let stack: Stack;
  let user: SignedIn;
  const dataDir = mkdtempSync(join(tmpdir(), 'infragen-outage-db-'));

  beforeAll(async () => {
    port = await freePort();
    // A Postgres of this test's own (PGlite over the wire protocol), so stopping it harms no one.
    embedded = await startPgliteProcess({ port, dataDir });
    await runMigrations({ url: embedded.url, poolMax: 1 });
    stack = await startStack({ databaseUrl: embedded.url, poolMax: 1, workers: 0 });
    user = await signUpUser(stack.baseUrl);
    // Starting an embedded Postgres, migrating it and starting the api is most of this suite's
    // work; on a busy machine it can take longer than the usual 30 s a hook gets.
  });

  afterAll(async () => {
    await stack?.close();
    await embedded?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const refusal = async (token: string) => {
    try {
      const socket = await connect(stack.baseUrl, { token });
      socket.disconnect();
      return null;
    } catch (error) {
      const refused = error as Error & { data?: { code?: string } };
      return { message: refused.message, code: refused.data?.code };
    }
  };

  it('answers a session it cannot check with 503, then serves it again once the database is back', async () => {
    expect((await call(stack.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status).toBe(200);
    await embedded.stop();

    const me = await call(stack.baseUrl, 'GET', '/api/auth/me', { token: user.token });
    expect(me.status).toBe(503);
    expect(me.body).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: Messages.http.serviceUnavailable('database'),
    });
    expect(await refusal(user.token)).toEqual({
      message: Messages.http.serviceUnavailable('database'),
      code: 'SERVICE_UNAVAILABLE',
    });

    embedded = await startPgliteProcess({ port, dataDir });
    const back = await waitFor(
      async () => {
        const answer = await call(stack.baseUrl, 'GET', '/api/auth/me', { token: user.token });
        return answer.status === 200 ? answer : undefined;
      },
      'the session is served again',
      20_000,
    );
    expect(back.body).toMatchObject({ user: { email: user.user.email } });
    expect(await refusal(user.token)).toBeNull();
  });

  it('refuses a token that does not verify for good, with its code', async () => {
    expect(await refusal('not-a-token')).toEqual({
      message: Messages.auth.userNotAuthenticated,
      code: 'INVALID_ACCESS_TOKEN',
    });
    const me = await call(stack.baseUrl, 'GET', '/api/auth/me', { token: 'not-a-token' });
    expect(me).toMatchObject({ status: 401, body: { code: 'INVALID_ACCESS_TOKEN' } });
  });
});
