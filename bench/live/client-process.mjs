// A client process of the live-generation benchmark: holds its share of a level's generations
// (one socket each), so the sockets of a level are spread over several processes and no single
// client event loop delays every arrival it stamps. Times are on the shared monotonic clock.
//
// Parent -> child (IPC): { type: 'run', startAt, specs: [{ key, stopAfter, delayMs }] } answers
// { type: 'done', results, loop: { p50, p99, max } } (this process's event-loop delay over the
// run, ms, sampled every 5 ms, so an idle loop shows about 5); { type: 'close' } ends it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { now } from './clock.mjs';
import { oneGeneration } from './generation-client.mjs';
import { loopDelaySummary } from './stats.mjs';

const [, , root, base] = process.argv;
const { io } = createRequire(join(root, 'package.json'))('socket.io-client');
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

process.on('message', async (message) => {
  if (message.type === 'run') {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const results = await Promise.all(
      message.specs.map((spec) =>
        sleep(message.startAt + spec.delayMs - now()).then(() =>
          oneGeneration({ io, base, key: spec.key, stopAfter: spec.stopAfter }),
        ),
      ),
    );
    loop.disable();
    process.send({ type: 'done', results, loop: loopDelaySummary(loop) });
  } else if (message.type === 'close') {
    process.disconnect();
    process.exit(0);
  }
});
process.send({ type: 'ready' });
