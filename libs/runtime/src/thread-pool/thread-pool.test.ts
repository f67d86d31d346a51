import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import {
  ThreadPool,
  ThreadPoolBusyError,
  ThreadPoolClosedError,
  ThreadTaskError,
  ThreadTaskTimeoutError,
} from './thread-pool';

/** A module for the threads to load: plain JavaScript in a temporary folder. */
const SOURCE = `
const { threadId } = require('node:worker_threads');
let warmed = 0;
exports.prepare = async (n) => { warmed = n; };
exports.warmed = () => warmed;
exports.whoAmI = () => threadId;
exports.limits = () => require('node:worker_threads').resourceLimits;
exports.add = (a, b) => ({ sum: a + b, threadId });
exports.spin = (ms) => { const until = Date.now() + ms; while (Date.now() < until); return threadId; };
exports.fail = (message) => { throw new TypeError(message); };
exports.die = () => process.exit(3);
exports.brokenWarmUp = () => { throw new Error('no schemas here'); };
`;

type Sample = {
  prepare(n: number): Promise<void>;
  warmed(): number;
  whoAmI(): number;
  limits(): { maxYoungGenerationSizeMb: number };
  add(a: number, b: number): { sum: number; threadId: number };
  spin(ms: number): number;
  fail(message: string): never;
  die(): never;
  brokenWarmUp(): never;
};

describe('ThreadPool', () => {
  let dir: string;
  let module: string;
  const pools: ThreadPool<Sample>[] = [];
  const pool = (options: Partial<ConstructorParameters<typeof ThreadPool>[0]> = {}) => {
    const p = new ThreadPool<Sample>({ module, size: 2, ...options });
    pools.push(p);
    return p;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'thread-pool-'));
    module = join(dir, 'sample.js');
    writeFileSync(module, SOURCE);
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.close()));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs calls in other threads, after each thread ran its warm-up', async () => {
    const p = pool({ warmUp: [{ fn: 'prepare', args: [7] }] });
    await p.start();
    expect(p.stats()).toEqual({ threads: 2, busy: 0, queued: 0 });
    const result = await p.run('add', 2, 3);
    expect(result.sum).toBe(5);
    expect(result.threadId).not.toBe(threadId);
    expect(await p.run('warmed')).toBe(7);
  });

  it('starts its threads with the resource limits it is given, and with the first call when not started', async () => {
    const p = pool({ size: 1, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    expect(p.stats().threads).toBe(0);
    expect((await p.run('limits')).maxYoungGenerationSizeMb).toBe(4);
    expect(p.stats().threads).toBe(1);
  });

  it('spreads concurrent calls over its threads and queues the rest in order', async () => {
    const p = pool();
    await p.start();
    const ids = await Promise.all([p.run('spin', 150), p.run('spin', 150), p.run('spin', 10)]);
    expect(new Set(ids.slice(0, 2)).size).toBe(2);
    expect(ids).toHaveLength(3);
  });

  it('keeps the event loop free while a thread works', async () => {
    const p = pool({ size: 1 });
    await p.start();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const spun = p.run('spin', 300).then(() => ticks);
    const ticksWhenDone = await spun;
    clearInterval(ticker);
    // The timer kept firing while the thread spun: the main thread was never blocked by it.
    expect(ticksWhenDone).toBeGreaterThan(0);
  });

  it("passes a function's error back with its message, and the thread keeps serving", async () => {
    const p = pool({ size: 1 });
    const failure = await p.run('fail', 'bad input').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ThreadTaskError);
    expect(failure).toMatchObject({ message: 'bad input', remote: { name: 'TypeError', message: 'bad input' } });
    expect((await p.run('add', 1, 1)).sum).toBe(2);
  });

  it('replaces a thread that dies under a call', async () => {
    const p = pool({ size: 1 });
    await p.start();
    const before = await p.run('whoAmI');
    await expect(p.run('die')).rejects.toThrow(/stopped/);
    const after = await p.run('whoAmI');
    expect(after).not.toBe(before);
    expect(p.stats().threads).toBe(1);
  });

  it('ends a thread that overruns, failing its call, and serves the next call on a fresh one', async () => {
    const p = pool({ size: 1, taskTimeoutMs: 100 });
    await p.start();
    const before = await p.run('whoAmI');
    await expect(p.run('spin', 5000)).rejects.toBeInstanceOf(ThreadTaskTimeoutError);
    expect(await p.run('whoAmI')).not.toBe(before);
  });

  it('refuses calls beyond its queue while every thread is busy', async () => {
    const p = pool({ size: 1, maxQueued: 1 });
    await p.start();
    const running = p.run('spin', 200);
    const queued = p.run('spin', 1);
    await expect(p.run('spin', 1)).rejects.toBeInstanceOf(ThreadPoolBusyError);
    await Promise.all([running, queued]);
  });

  it('fails every call, loudly, when the warm-up fails', async () => {
    const p = pool({ warmUp: [{ fn: 'brokenWarmUp', args: [] }] });
    await expect(p.start()).rejects.toThrow(/could not start: no schemas here/);
    await expect(p.run('add', 1, 2)).rejects.toBeInstanceOf(ThreadPoolClosedError);
    expect(p.stats().threads).toBe(0);
  });

  it('fails waiting calls on close, lets the running one finish, and refuses new ones', async () => {
    const p = pool({ size: 1 });
    await p.start();
    const running = p.run('spin', 100);
    const waiting = p.run('add', 1, 2).catch((e: unknown) => e);
    await p.close();
    await expect(running).resolves.toEqual(expect.any(Number));
    expect(await waiting).toBeInstanceOf(ThreadPoolClosedError);
    await expect(p.run('add', 1, 2)).rejects.toBeInstanceOf(ThreadPoolClosedError);
    expect(p.stats().threads).toBe(0);
  });
});
