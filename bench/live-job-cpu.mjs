#!/usr/bin/env node
// CPU per generation of the live path, by process, in bursts like the live-generation benchmark's:
// `burst` generations created at once, each followed over its own socket and stopped once
// `stopAfter` marked chunks have arrived. A job's start and stop dominate at 1 chunk; the
// difference to 41 chunks is the cost of 40 chunks relayed.
//
//   node bench/live-job-cpu.mjs [rounds=8] [burst=50]
//   BENCH_CPU_A=<folder> BENCH_CPU_B=<folder>  two builds (folders holding apps/api/dist and
//                      apps/worker/dist, as BENCH_APPS_DIR of the live benchmark), each with its
//                      own stack, measured in alternating rounds so both see the same machine load;
//                      without them, one stack of this tree's build
//   BENCH_CPU_STOPS    chunks before the stop, per round kind (default 1,41)
//   BENCH_NO_BUILD=1   skip `tsc -b` of the api and worker
//
// CPU is read from /proc: each service's main thread (its event loop) from /proc/<pid>/schedstat
// in nanoseconds, and all of its threads from /proc/<pid>/stat in 10 ms ticks. CPU time is less
// sensitive to a busy machine than latency, not immune to it: under a load of 15-20 on 2 cores a
// round's figure varies by a third, so compare builds by alternating them and by the median of
// the per-round differences.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './live/stats.mjs';
import { buildServices, say, startStack } from './live/stack.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { io } = require('socket.io-client');

const rounds = Number(process.argv[2] ?? 8);
const burst = Number(process.argv[3] ?? 50);
const stops = (process.env.BENCH_CPU_STOPS ?? '1,41').split(',').map(Number);
const builds = process.env.BENCH_CPU_A
  ? { A: process.env.BENCH_CPU_A, B: process.env.BENCH_CPU_B ?? root }
  : { tree: root };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Main-thread CPU of a process in ms (schedstat: ns on CPU). */
function loopMs(pid) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

/** Create a generation, follow it until `stopAfter` marked chunks arrived, stop it. */
async function follow(base, key, stopAfter) {
  const created = await fetch(`${base}/api/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: `bench-key-${key}: an s3 bucket`, platform: 'terraform' }),
  });
  const body = await created.json();
  if (created.status !== 202) return `create ${created.status}`;
  const socket = io(base, {
    transports: ['websocket'],
    auth: { anonymousToken: body.anonymousToken },
    reconnection: false,
  });
  const seen = new Set();
  let lastSeq = 0;
  try {
    await new Promise((resolveStop, rejectStop) => {
      const timer = setTimeout(() => rejectStop(new Error(`only ${seen.size} chunks arrived`)), 30_000);
      const take = (text) => {
        for (const m of text.matchAll(/⟦(\d+):(\d+)⟧/g)) seen.add(m[0]);
        if (seen.size >= stopAfter) {
          clearTimeout(timer);
          resolveStop();
        }
      };
      socket.on('generation:delta', (d) => {
        if (d.id !== body.id || d.seq <= lastSeq) return;
        lastSeq = d.seq;
        take(d.text);
      });
      socket.once('connect', () => {
        // The stop may come before this answer (the deltas arrive first): its rejection is not an error.
        socket.emitWithAck('generation:subscribe', { id: body.id }).then(
          (ack) => {
            if (!ack.ok) return rejectStop(new Error(ack.error));
            lastSeq = Math.max(lastSeq, ack.data.seq);
            take(ack.data.text);
          },
          () => undefined,
        );
      });
      socket.once('connect_error', rejectStop);
    });
    const ack = await socket.timeout(10_000).emitWithAck('generation:cancel', { id: body.id });
    return ack.ok ? null : `cancel: ${ack.error}`;
  } catch (error) {
    return error.message;
  } finally {
    socket.disconnect();
  }
}

buildServices(root);
const stacks = {};
let nextKey = 1;
try {
  for (const [name, appsDir] of Object.entries(builds)) {
    process.env.BENCH_APPS_DIR = appsDir;
    stacks[name] = await startStack(root, {
      label: `bench_cpu_${name.toLowerCase()}`,
      workers: 2,
      model: { redisTap: '', chunksPerSecond: 40, chunks: 2400 },
      env: { WORKER_CONCURRENCY: '300' },
    });
  }

  /** One burst on one stack: CPU per generation of its api and its two workers. */
  async function round(name, stopAfter) {
    const { base, processes } = stacks[name];
    const workers = [processes.worker1.pid, processes.worker2.pid];
    const read = () => ({
      workerLoop: workers.reduce((n, pid) => n + loopMs(pid), 0),
      workerAll: workers.reduce((n, pid) => n + cpuMs(pid), 0),
      apiLoop: loopMs(processes.api.pid),
    });
    const before = read();
    const errors = (await Promise.all(Array.from({ length: burst }, () => follow(base, nextKey++, stopAfter)))).filter(
      Boolean,
    );
    await sleep(1500); // the stops reach the workers and their jobs end
    const after = read();
    const per = (k) => Math.round(((after[k] - before[k]) / burst) * 100) / 100;
    return {
      build: name,
      stopAfter,
      errors: errors.length,
      workerLoop: per('workerLoop'),
      workerAll: per('workerAll'),
      apiLoop: per('apiLoop'),
    };
  }

  for (const name of Object.keys(stacks)) {
    say(`${name}: two warm-up rounds`);
    for (let i = 0; i < 2; i += 1) await round(name, 40);
  }
  const results = [];
  const names = Object.keys(stacks);
  for (let i = 0; i < rounds; i += 1) {
    for (const stopAfter of stops) {
      for (const name of i % 2 ? [...names].reverse() : names) {
        const r = await round(name, stopAfter);
        say(JSON.stringify(r));
        results.push(r);
      }
    }
  }

  const median = (values) => {
    const s = [...values].sort((a, b) => a - b);
    return Math.round(((s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2) * 100) / 100;
  };
  const summary = [];
  for (const stopAfter of stops) {
    for (const name of names) {
      const mine = results.filter((r) => r.build === name && r.stopAfter === stopAfter);
      summary.push({
        build: name,
        stopAfter,
        rounds: mine.length,
        errors: mine.reduce((n, r) => n + r.errors, 0),
        workerLoopMsPerJob: median(mine.map((r) => r.workerLoop)),
        workerAllThreadsMsPerJob: median(mine.map((r) => r.workerAll)),
        apiLoopMsPerJob: median(mine.map((r) => r.apiLoop)),
      });
    }
    if (names.length === 2) {
      const a = results.filter((r) => r.build === 'A' && r.stopAfter === stopAfter);
      const b = results.filter((r) => r.build === 'B' && r.stopAfter === stopAfter);
      summary.push({
        build: 'B - A (median of the round pairs)',
        stopAfter,
        workerLoopMsPerJob: median(b.map((r, i) => r.workerLoop - a[i].workerLoop)),
        workerAllThreadsMsPerJob: median(b.map((r, i) => r.workerAll - a[i].workerAll)),
        apiLoopMsPerJob: median(b.map((r, i) => r.apiLoop - a[i].apiLoop)),
      });
    }
  }
  console.log(JSON.stringify({ burst, rounds, builds, results, summary }, null, 2));
  console.log(
    '\n| build | stop after | worker main threads ms/job | worker all threads ms/job | api main thread ms/job |',
  );
  console.log('|---|---|---|---|---|');
  for (const s of summary)
    console.log(
      `| ${s.build} | ${s.stopAfter} | ${s.workerLoopMsPerJob} | ${s.workerAllThreadsMsPerJob} | ${s.apiLoopMsPerJob} |`,
    );
} finally {
  for (const stack of Object.values(stacks)) await stack.stop();
}
