import fc from 'fast-check';
import { connect } from '../support/generation-client';
import { anyJson, hostileText } from '../support/schema-arbitrary';
import { call, signUpUser } from './auth-helpers';
import { fuzzedProduct, RUNS } from './fuzz-helpers';

/**
 * Every route of the api fuzzed as a visitor without a session, then socket payloads and made-up
 * visitor session tokens on a route and a socket. The fuzzing itself: fuzz-helpers.ts; the other
 * callers: fuzz-user and fuzz-admin.int.test.ts.
 */
describe('fuzzing every request schema and socket payload as a visitor', () => {
  const product = fuzzedProduct('anonymous');

  it('answers every fuzzed request with a 4xx naming the problem or a success, never a 5xx or a trace', async () => {
    const { seed, operations } = await product.fuzzRoutes();
    // The seed replays this run's cases: FUZZ_SEED=<seed>.
    if (product.failures.length) product.failures.unshift(`FUZZ_SEED=${seed}`);
    expect(operations).toBeGreaterThan(20);
    expect(product.failures.slice(0, 20)).toEqual([]);
  }, 600_000);

  it('answers every fuzzed socket payload with an acknowledgement naming the problem, and stays up', async () => {
    const events = ['generation:subscribe', 'generation:cancel'] as const;
    const identities = [{}, { token: (await signUpUser(product.stack.baseUrl)).token }];
    const payload = fc.oneof(anyJson, fc.record({ id: fc.oneof(fc.uuid(), hostileText) }), fc.record({ id: anyJson }));
    const perEvent = Math.max(50, Math.floor((RUNS * 0.1) / (events.length * identities.length)));
    for (const auth of identities) {
      for (const event of events) {
        const cases = fc.sample(payload, perEvent);
        // A socket may send 40 events at once (its budget): each batch gets a socket of its own.
        for (let i = 0; i < cases.length; i += 30) {
          const socket = await connect(product.stack.baseUrl, auth);
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
              product.failures.push(`${event} ${JSON.stringify(data)?.slice(0, 200)}: no message and code: ${raw}`);
            if (/\n\s+at |node_modules|\/work\//.test(raw)) product.failures.push(`${event}: a stack trace: ${raw}`);
          }
          // A fire-and-forget emit (no acknowledgement asked for) is survived too.
          socket.emit(event as 'generation:cancel', 'garbage' as unknown as { id: string });
          expect(socket.connected).toBe(true);
          socket.disconnect();
        }
      }
    }
    expect(product.failures.slice(0, 20)).toEqual([]);
    expect((await fetch(`${product.stack.baseUrl}/api/health`)).status).toBe(200);
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
      const answer = await call(product.stack.baseUrl, 'POST', '/api/generations', {
        body: { prompt: 'a bucket', platform: 'aws' },
        headers: { 'x-anonymous-session': made },
      });
      if (answer.status !== 401 || answer.body.code !== 'ANONYMOUS_SESSION_INVALID')
        product.failures.push(
          `x-anonymous-session ${JSON.stringify(made)}: ${answer.status} ${JSON.stringify(answer.body)}`,
        );
    }
    for (const made of fc.sample(token, 20)) {
      const refused = await connect(product.stack.baseUrl, { anonymousToken: made }).then(
        (socket) => {
          socket.disconnect();
          return null;
        },
        (error: Error & { data?: { code?: string } }) => error.data?.code,
      );
      if (refused !== 'ANONYMOUS_SESSION_INVALID')
        product.failures.push(`handshake ${JSON.stringify(made)}: ${refused}`);
    }
    expect(product.failures.slice(0, 20)).toEqual([]);
  });
});
