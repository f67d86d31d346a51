/**
 * The code a pool thread runs (started by ThreadPool, never imported). It loads the module the
 * pool names, makes its warm-up calls once, says it is ready, then answers calls of the module's
 * functions one at a time, in order. Errors travel back as plain data (name, message, stack).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { HostMessage, ThreadData, ThreadRequest } from './thread-protocol';

type Callable = (...args: unknown[]) => unknown;

const data = workerData as ThreadData;
const port = parentPort!;
const send = (message: HostMessage) => port.postMessage(message);

const plainError = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };

async function serve(): Promise<void> {
  // The module is the pool owner's choice (a library's public entry), loaded by this thread alone.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(data.module) as Record<string, unknown>;
  const callable = (name: string): Callable => {
    const fn = loaded[name];
    if (typeof fn !== 'function') throw new Error(`${data.module} has no function ${name}`);
    return fn as Callable;
  };
  try {
    for (const call of data.warmUp) await callable(call.fn)(...call.args);
  } catch (error) {
    send({ type: 'warm-up-failed', error: plainError(error) });
    return;
  }
  port.on('message', async (request: ThreadRequest) => {
    try {
      const value = await callable(request.fn)(...request.args);
      send({ type: 'result', id: request.id, ok: true, value });
    } catch (error) {
      send({ type: 'result', id: request.id, ok: false, error: plainError(error) });
    }
  });
  send({ type: 'ready' });
}

void serve().catch((error: unknown) => send({ type: 'warm-up-failed', error: plainError(error) }));
