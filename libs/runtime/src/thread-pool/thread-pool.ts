import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { HostMessage, PlainError, ThreadData, WarmUpCall } from './thread-protocol';
import { threadStart } from './typescript-threads';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;
/** The functions of a module, by name (an interface naming them works as well as the module's type). */
type Module<M> = { [K in keyof M]: AnyFunction };

export interface ThreadPoolOptions {
  /** The module each thread loads, as `require` takes it, e.g. '@infragen/iac-checker'. */
  module: string;
  /** Threads kept running. */
  size: number;
  /**
   * Calls each thread makes once, in order, before it takes calls (loading data, and a first run
   * of the code paths), so the first real call is not the slow one.
   */
  warmUp?: readonly WarmUpCall[];
  /** Calls waiting for a thread, at most; beyond it `run` refuses with ThreadPoolBusyError. */
  maxQueued?: number;
  /** A call running longer ends its thread (a fresh one replaces it) and fails with ThreadTaskTimeoutError. */
  taskTimeoutMs?: number;
  /** Each thread's V8 heap limits (node:worker_threads); unset, a thread sizes its heap as a process does. */
  resourceLimits?: ResourceLimits;
  logger?: Logger;
}

/** Every thread is busy and the queue is full: try again later. */
export class ThreadPoolBusyError extends Error {
  override readonly name = 'ThreadPoolBusyError';
}
/** The pool is closed, or its threads could not start (their warm-up failed: see the cause). */
export class ThreadPoolClosedError extends Error {
  override readonly name = 'ThreadPoolClosedError';
}
/** The call ran longer than `taskTimeoutMs`. */
export class ThreadTaskTimeoutError extends Error {
  override readonly name = 'ThreadTaskTimeoutError';
}
/** The function threw in its thread (its message and stack kept), or the thread died under it. */
export class ThreadTaskError extends Error {
  override readonly name = 'ThreadTaskError';
  constructor(
    message: string,
    readonly remote: PlainError | null,
  ) {
    super(message);
  }
}

interface Task {
  id: number;
  fn: string;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer: NodeJS.Timeout | null;
}

// Built: thread-host.js beside this file; run from the TypeScript sources: thread-host.ts.
const HOST = require.resolve('./thread-host');

/**
 * A fixed set of worker threads that load one module and run its functions, so CPU-bound work
 * (parsing and checking code) never runs on the event loop of a process that relays streams.
 * Calls queue in order and go to the first idle thread; a thread that dies or overruns is
 * replaced. Threads hold the process open only while they have work.
 *
 * @example
 *   const pool = new ThreadPool<typeof checks>({ module: '@infragen/iac-checker', size: 2,
 *     warmUp: [{ fn: 'prepareChecks', args: [['terraform-aws']] }] });
 *   await pool.start();
 *   const diagnostics = await pool.run('checkFiles', files, 'terraform-aws');
 */
export class ThreadPool<M extends Module<M>> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed: Error | null = null;
  private started: Promise<void> | null = null;
  private readyWaiters: { resolve(): void; reject(error: Error): void }[] = [];

  constructor(private readonly options: ThreadPoolOptions) {
    if (options.size < 1) throw new Error('a thread pool needs at least one thread');
  }

  /** Starts the threads; resolves once every one has loaded the module and run its warm-up. */
  start(): Promise<void> {
    this.started ??= new Promise<void>((resolve, reject) => {
      this.readyWaiters.push({ resolve, reject });
      for (let i = 0; i < this.options.size; i += 1) this.spawn();
    });
    return this.started;
  }

  /** Runs `fn` of the module in a thread with `args` (structured-cloned both ways). */
  run<K extends keyof M & string>(fn: K, ...args: Parameters<M[K]>): Promise<Awaited<ReturnType<M[K]>>> {
    if (this.closed) return Promise.reject(this.closed);
    void this.start().catch(() => undefined);
    const idle = [...this.slots].some((s) => s.ready && !s.task);
    if (!idle && this.queue.length >= (this.options.maxQueued ?? Number.POSITIVE_INFINITY))
      return Promise.reject(new ThreadPoolBusyError(`all ${this.options.size} threads are busy`));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, fn, args, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Threads running and calls waiting, for logs and measurements. */
  stats(): { threads: number; busy: number; queued: number } {
    const slots = [...this.slots];
    return { threads: slots.length, busy: slots.filter((s) => s.task).length, queued: this.queue.length };
  }

  /**
   * Refuses new calls, fails the waiting ones, lets running ones finish (for `graceMs` at most),
   * then ends the threads.
   */
  async close(graceMs = 5000): Promise<void> {
    if (!this.closed) this.closed = new ThreadPoolClosedError('the thread pool is closed');
    this.failAll(this.closed);
    const running = [...this.slots].filter((s) => s.task);
    if (running.length > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        const check = setInterval(() => {
          if (![...this.slots].some((s) => s.task)) {
            clearTimeout(timer);
            clearInterval(check);
            resolve();
          }
        }, 5);
      });
    }
    await Promise.all([...this.slots].map((slot) => this.retire(slot)));
  }

  private spawn(): void {
    const start = threadStart(HOST);
    const workerData: ThreadData & Record<string, unknown> = {
      module: this.options.module,
      warmUp: this.options.warmUp ?? [],
      ...start.data,
    };
    const worker = new Worker(start.script, {
      eval: start.eval,
      workerData,
      name: 'thread-pool',
      resourceLimits: this.options.resourceLimits,
    });
    // Idle threads do not keep the process alive; a thread with a call does (see dispatch).
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: HostMessage) => this.onMessage(slot, message));
    worker.on('error', (error) => this.onDeath(slot, error));
    worker.on('exit', (code) => this.onDeath(slot, new Error(`the thread exited with code ${code}`)));
  }

  private onMessage(slot: Slot, message: HostMessage): void {
    if (message.type === 'ready') {
      slot.ready = true;
      if ([...this.slots].every((s) => s.ready)) this.settleStart(null);
      this.dispatch();
      return;
    }
    if (message.type === 'warm-up-failed') {
      // Every thread would fail alike (a missing data file, a broken build): stop, loudly.
      const error = new ThreadPoolClosedError(`the pool's threads could not start: ${message.error.message}`, {
        cause: new ThreadTaskError(message.error.message, message.error),
      });
      this.options.logger?.error({ err: error, module: this.options.module }, 'thread pool could not start');
      this.closed = error;
      this.failAll(error);
      this.settleStart(error);
      for (const s of this.slots) void this.retire(s);
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    this.finish(slot);
    if (message.ok) task.resolve(message.value);
    else task.reject(new ThreadTaskError(message.error.message, message.error));
    this.dispatch();
  }

  /** A thread ended: its call fails, and unless the pool is closing a fresh thread takes its place. */
  private onDeath(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    const task = slot.task;
    this.finish(slot);
    task?.reject(new ThreadTaskError(`the thread running ${task.fn} stopped: ${error.message}`, null));
    if (this.closed) return;
    this.options.logger?.warn({ err: error, module: this.options.module }, 'a pool thread stopped; starting another');
    this.spawn();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      if (this.options.taskTimeoutMs) {
        slot.timer = setTimeout(() => this.timeOut(slot, task), this.options.taskTimeoutMs);
      }
      slot.worker.postMessage({ id: task.id, fn: task.fn, args: task.args });
    }
  }

  private timeOut(slot: Slot, task: Task): void {
    if (slot.task !== task) return;
    this.finish(slot);
    task.reject(new ThreadTaskTimeoutError(`${task.fn} ran longer than ${this.options.taskTimeoutMs} ms`));
    // The thread may be stuck in a loop: it takes no more calls, a fresh one takes its place.
    this.slots.delete(slot);
    void slot.worker.terminate();
    if (!this.closed) this.spawn();
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
    slot.worker.unref();
  }

  private failAll(error: Error): void {
    for (const task of this.queue.splice(0)) task.reject(error);
  }

  private settleStart(error: Error | null): void {
    for (const waiter of this.readyWaiters.splice(0)) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }

  private async retire(slot: Slot): Promise<void> {
    this.slots.delete(slot);
    const task = slot.task;
    this.finish(slot);
    task?.reject(this.closed ?? new ThreadPoolClosedError('the thread pool is closed'));
    await slot.worker.terminate();
  }
}
