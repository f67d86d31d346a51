// Helpers for scripts that start the product or a server of their own on loopback (the test
// runner, the benchmarks).
import { createServer } from 'node:net';

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolvePort) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** True once `${baseURL}/api/health` answers 200; false if `child` exits first or after 2 minutes. */
export async function waitForHealth(baseURL, child) {
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
