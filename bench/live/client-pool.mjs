// The live-generation benchmark's clients: `count` client processes (./client-process.mjs) that
// share a level's generations round-robin, or with count 0 every client in the harness's own
// process (as the benchmark ran before; its loop delay then inflated every time it stamped).
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { now } from './clock.mjs';
import { oneGeneration } from './generation-client.mjs';
import { cpuMs, loopDelaySummary } from './stats.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function startClientPool(root, base, count) {
  const children = [];
  for (let i = 0; i < count; i += 1) {
    const child = fork(join(root, 'bench/live/client-process.mjs'), [root, base], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((r) => child.once('message', r));
    children.push(child);
  }
  const inProcess = count === 0 ? createRequire(join(root, 'package.json'))('socket.io-client').io : null;

  /**
   * Runs `specs` ([{ key, stopAfter, delayMs }], delays from now) to their end. Resolves
   * { results (in the order of specs), loops: each client process's loop-delay summary }.
   */
  async function run(specs) {
    const startAt = now() + (children.length ? 20 : 0); // the specs reach every child first
    if (!children.length) {
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const results = await Promise.all(
        specs.map((s) =>
          sleep(startAt + s.delayMs - now()).then(() =>
            oneGeneration({ io: inProcess, base, key: s.key, stopAfter: s.stopAfter }),
          ),
        ),
      );
      loop.disable();
      return { results, loops: [loopDelaySummary(loop)] };
    }
    const shares = children.map(() => []);
    specs.forEach((spec, i) => shares[i % children.length].push(spec));
    const answers = await Promise.all(
      children.map(
        (child, i) =>
          new Promise((resolveAnswer) => {
            child.once('message', resolveAnswer);
            child.send({ type: 'run', startAt, specs: shares[i] });
          }),
      ),
    );
    const byKey = new Map(answers.flatMap((a) => a.results.map((r) => [r.key, r])));
    return { results: specs.map((s) => byKey.get(s.key)), loops: answers.map((a) => a.loop) };
  }

  /** CPU the client processes have used so far, ms (0 when the clients run in the harness). */
  const cpu = () => children.reduce((n, c) => n + (cpuMs(c.pid) ?? 0), 0);

  async function close() {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((r) => {
            if (c.exitCode !== null) return r();
            c.once('exit', r);
            c.send({ type: 'close' });
          }),
      ),
    );
  }
  return { run, cpu, close, processes: children.length };
}
