// Reads a Chromium performance trace (the JSON of browser.stopTracing()): the long tasks of the
// page's renderer main thread and, for each, what it spent its time on.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const ENTRY_NAMES = new Set([
  'FunctionCall',
  'FireAnimationFrame',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
  'EvaluateScript',
  'v8.evaluateModule',
  'ParseHTML',
]);

/**
 * The renderer main thread that showed `origin`: TracingStartedInBrowser lists the frames open when
 * tracing began with their process. Falls back to the busiest CrRendererMain thread.
 */
function mainThreadOf(events, origin) {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const frame = started?.args?.data?.frames?.find((f) => f.url?.startsWith(origin) && !f.parent);
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const main = frame ? mains.find((m) => m.pid === frame.processId) : null;
  if (main) return { pid: main.pid, tid: main.tid };
  const busy = new Map();
  for (const e of events) {
    if (!TASK_NAMES.has(e.name) || !mains.some((m) => m.pid === e.pid && m.tid === e.tid)) continue;
    const key = `${e.pid}:${e.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('no renderer main thread in the trace');
  const [pid, tid] = key.split(':').map(Number);
  return { pid, tid };
}

/** Self time (µs) by event name of the complete events inside [start, end] on one thread. */
function phases(threadEvents, start, end) {
  const inside = threadEvents.filter(
    (e) => e.ph === 'X' && e.ts >= start && e.ts + (e.dur ?? 0) <= end && !TASK_NAMES.has(e.name),
  );
  inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  return [...self].filter(([, us]) => us > 500).sort((a, b) => b[1] - a[1]);
}

/** The V8 sampling profile of the thread as { ts, stack: [callFrame...] (leaf first) } samples. */
function samplesOf(threadEvents, allEvents, pid) {
  // Profile and ProfileChunk events share an id; chunks may come from the profiler thread of the
  // same process, so they are matched by pid and id rather than tid.
  const profile = threadEvents.find((e) => e.name === 'Profile');
  if (!profile) return [];
  const chunks = allEvents.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
  const nodes = new Map();
  const samples = [];
  let ts = profile.args.data.startTime;
  for (const chunk of chunks) {
    const cpu = chunk.args.data.cpuProfile ?? {};
    for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id });
    });
  }
  return samples.map(({ ts: at, id }) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(node.callFrame);
    return { ts: at, stack };
  });
}

/** Maps minified frames of the built web app back to their source (apps/web/dist has source maps). */
function sourceMapper(distAssets) {
  const require = createRequire(import.meta.url);
  let traceMapping;
  try {
    traceMapping = require('@jridgewell/trace-mapping');
  } catch {
    return (frame) => `${frame.functionName || '(anonymous)'} ${frame.url}:${frame.lineNumber + 1}`;
  }
  const maps = new Map();
  return (frame) => {
    const file = frame.url ? new URL(frame.url, 'http://x').pathname.split('/assets/')[1] : undefined;
    const name = frame.functionName || '(anonymous)';
    if (!file) return name;
    if (!maps.has(file)) {
      try {
        maps.set(file, new traceMapping.TraceMap(readFileSync(join(distAssets, `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const original =
      map && frame.lineNumber >= 0
        ? traceMapping.originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(frame.columnNumber, 0) })
        : null;
    if (!original?.source) return `${name} ${file}:${frame.lineNumber + 1}`;
    const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '');
    return `${original.name ?? name} ${source}:${original.line}`;
  };
}

function top(counts, n) {
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
}

/**
 * Long tasks (> 50 ms RunTask on the page's main thread) between the marks `from` and `to`
 * (User Timing marks the page set), total blocking time, and per long task its phases (self time
 * by trace event) and the JavaScript functions it sampled most (self, and anywhere on the stack).
 */
export function analyseTrace(trace, { origin, from, to, distAssets }) {
  const events = trace.traceEvents ?? trace;
  const { pid, tid } = mainThreadOf(events, origin);
  const mark = (name) => events.find((e) => e.name === name && e.pid === pid)?.ts;
  const start = mark(from) ?? -Infinity;
  const end = mark(to) ?? Infinity;
  const threadEvents = events.filter((e) => e.pid === pid && e.tid === tid);
  // Tasks that start inside the window: the one that set the first mark is the harness's own.
  const tasks = threadEvents.filter((e) => TASK_NAMES.has(e.name) && e.ph === 'X' && e.ts > start && e.ts <= end);
  // Nested RunTasks (a nested run loop) would count twice: keep only the outermost.
  const outer = tasks.filter(
    (t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur),
  );
  const long = outer.filter((t) => t.dur / 1000 > LONG_TASK_MS).sort((a, b) => b.dur - a.dur);
  const samples = samplesOf(threadEvents, events, pid);
  const name = sourceMapper(distAssets);
  const ms = (us) => Math.round(us / 100) / 10;
  // What the main thread did in [from, to]: self time by trace event (parse, style, layout, paint,
  // script...) and the sampled JavaScript, as leaf functions and anywhere on the stack.
  const breakdown = (from, to, n) => {
    const inRange = samples.filter((s) => s.ts >= from && s.ts <= to);
    const self = new Map();
    const total = new Map();
    for (const sample of inRange) {
      const leaf = sample.stack[0] ? name(sample.stack[0]) : '(none)';
      self.set(leaf, (self.get(leaf) ?? 0) + 1);
      // React's and the scheduler's own frames are on every stack: the app's and libraries' tell more.
      const frames = sample.stack.map(name).filter((f) => !/react-dom|scheduler|^\((root|program|idle)\)/.test(f));
      for (const frame of new Set(frames)) total.set(frame, (total.get(frame) ?? 0) + 1);
    }
    const share = ([frame, count]) => `${frame} ${Math.round((100 * count) / Math.max(inRange.length, 1))}%`;
    return {
      phases: phases(threadEvents, from, to)
        .slice(0, 8)
        .map(([phase, us]) => `${phase} ${ms(us)} ms`),
      jsSelf: top(self, 6).map(share),
      jsOnStack: top(total, n).map(share),
    };
  };
  const within = (task) =>
    threadEvents.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  // What started the task: a socket message, an animation frame (CodeMirror measures there), a
  // scroll event, a microtask checkpoint...
  const kindOf = (task) => {
    const entry = within(task).find((e) => ENTRY_NAMES.has(e.name));
    if (!entry) return 'other';
    const data = entry.args?.data ?? {};
    return [entry.name, data.type ?? data.functionName].filter(Boolean).join(' ');
  };
  // Only the 10 longest are detailed: under throttling there can be a hundred.
  const longTasks = long.slice(0, 10).map((task) => ({
    startMs: ms(task.ts - (Number.isFinite(start) ? start : task.ts)),
    durationMs: ms(task.dur),
    // Thread time: well under the duration when the OS ran something else (a shared machine).
    cpuMs: task.tdur === undefined ? null : ms(task.tdur),
    kind: kindOf(task),
    ...breakdown(task.ts, task.ts + task.dur, 14),
  }));
  const kinds = new Map();
  for (const task of long) kinds.set(kindOf(task), (kinds.get(kindOf(task)) ?? 0) + 1);
  // The main-thread cost of each streamed delta: the task its WebSocket message arrived in.
  const messageTasks = threadEvents
    .filter(
      (e) => e.name === 'FunctionCall' && e.args?.data?.functionName === 'ws.onmessage' && e.ts > start && e.ts <= end,
    )
    .map((call) => outer.find((t) => t.ts <= call.ts && t.ts + t.dur >= call.ts + call.dur))
    .filter(Boolean)
    .map((t) => t.dur)
    .sort((a, b) => a - b);
  const quantile = (q) =>
    messageTasks.length
      ? ms(messageTasks[Math.min(messageTasks.length - 1, Math.floor(q * messageTasks.length))])
      : null;
  const blocking = outer.reduce((sum, t) => sum + Math.max(0, t.dur / 1000 - LONG_TASK_MS), 0);
  return {
    tasks: outer.length,
    longTasks: long.length,
    // Of those, the ones whose own CPU time passed 50 ms: the page's work rather than waiting for a core.
    longTasksOver50msCpu: long.filter((t) => (t.tdur ?? t.dur) / 1000 > LONG_TASK_MS).length,
    longestTaskMs: ms(Math.max(0, ...outer.map((t) => t.dur))),
    totalBlockingTimeMs: Math.round(blocking),
    busyMs: Math.round(outer.reduce((sum, t) => sum + t.dur, 0) / 1000),
    windowMs: Number.isFinite(start) && Number.isFinite(end) ? Math.round((end - start) / 1000) : null,
    socketMessageTasks: {
      count: messageTasks.length,
      p50Ms: quantile(0.5),
      p90Ms: quantile(0.9),
      p99Ms: quantile(0.99),
    },
    longTaskKinds: Object.fromEntries([...kinds].sort((a, b) => b[1] - a[1])),
    longTaskDetails: longTasks,
    // Samples while the thread idles count as "(idle)"; shares are of all samples in the window.
    wholeWindow: Number.isFinite(start) && Number.isFinite(end) ? breakdown(start, end, 20) : null,
  };
}
