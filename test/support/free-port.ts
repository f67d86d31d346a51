import { createServer } from 'node:net';

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * How many times its stated ceiling a wait may last. The ceilings are what the wait takes on an
 * idle machine with room to spare; the suite must pass on a busy one too (bench/busy-machine.mjs:
 * two busy loops on two cores, everything several times slower). A ceiling only ends a wait for
 * something that never comes: a wait that succeeds ends at once, however long it was allowed.
 * INFRAGEN_TEST_PATIENCE sets another factor.
 */
const PATIENCE = Number(process.env.INFRAGEN_TEST_PATIENCE ?? 4);

/** Polls `probe` until it returns something truthy; fails after `timeoutMs` (times PATIENCE). */
export async function waitFor<T>(
  probe: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs * PATIENCE;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    `timed out after ${(timeoutMs * PATIENCE) / 1000} s waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
  );
}
