import { DeltaBatcher } from './delta-batcher';
import { deltaGapMs } from './stream-relay.service';

describe('DeltaBatcher', () => {
  // The batcher sends at the end of a tick (process.nextTick), which stays real.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('with a burst of one, sends the first chunk at once, then coalesces chunks within the gap, numbering deltas from 1', async () => {
    let clock = 0;
    const sent: [number, string][] = [];
    const batcher = new DeltaBatcher(
      async (seq, text) => void sent.push([seq, text]),
      20,
      512,
      0,
      () => clock,
      1,
    );
    batcher.push('a');
    await settled();
    expect(sent).toEqual([[1, 'a']]);
    clock = 5;
    batcher.push('b');
    clock = 10;
    batcher.push('c');
    await settled();
    expect(sent).toHaveLength(1);
    clock = 20;
    jest.advanceTimersByTime(15);
    await batcher.flush();
    expect(sent).toEqual([
      [1, 'a'],
      [2, 'bc'],
    ]);
    clock = 100;
    batcher.push('d');
    await batcher.flush();
    expect(sent.at(-1)).toEqual([3, 'd']);
    expect(batcher.lastSeq).toBe(3);
  });

  it('sends at once when the buffer reaches the size limit', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(async (_seq, text) => void sent.push(text), 30, 4);
    batcher.push('abcdef');
    await settled();
    await batcher.flush();
    expect(sent).toEqual(['abcdef']);
  });

  it('keeps order even when an earlier send is slower', async () => {
    jest.useRealTimers();
    const sent: number[] = [];
    const batcher = new DeltaBatcher(
      async (seq) => {
        await new Promise((r) => setTimeout(r, seq === 1 ? 20 : 0));
        sent.push(seq);
      },
      1,
      1,
    );
    batcher.push('x');
    batcher.push('y');
    batcher.push('z');
    await batcher.flush();
    expect(sent).toEqual([1, 2, 3]);
  });

  it('discards what was not sent yet (a burst of one: the second chunk waits)', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(
      async (_s, text) => void sent.push(text),
      20,
      512,
      0,
      () => 0,
      1,
    );
    batcher.push('first');
    await settled();
    batcher.push('never');
    batcher.discard();
    await batcher.flush();
    expect(sent).toEqual(['first']);
  });

  it('reads a gap given as a function at each delta', async () => {
    let clock = 0;
    let gap = 20;
    const sent: string[] = [];
    const batcher = new DeltaBatcher(
      async (_s, text) => void sent.push(text),
      () => gap,
      512,
      0,
      () => clock,
      1,
    );
    batcher.push('a');
    await settled();
    gap = 100;
    clock = 50;
    batcher.push('b');
    await settled();
    expect(sent).toEqual(['a']);
    clock = 100;
    jest.advanceTimersByTime(50);
    await batcher.flush();
    expect(sent).toEqual(['a', 'b']);
  });
});

/** Lets the deltas due at the end of this tick leave, and the chained sends run. */
const settled = async () => {
  await new Promise<void>((resolve) => process.nextTick(resolve));
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('DeltaBatcher by default', () => {
  // The batcher sends at the end of a tick (process.nextTick), which stays real.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick'] }));
  afterEach(() => jest.useRealTimers());

  it('lets a second delta follow the first at once, so a stream at 40 chunks a second never waits after its first pair', async () => {
    let clock = 0;
    const sent: [number, string][] = [];
    const batcher = new DeltaBatcher(
      async (_seq, text) => void sent.push([clock, text]),
      20,
      512,
      0,
      () => clock,
    );
    // A model's first event and its first words arrive together.
    batcher.push('```hcl\n');
    await settled();
    clock = 0.5;
    batcher.push('c0');
    await settled();
    expect(sent).toEqual([
      [0, '```hcl\n'],
      [0.5, 'c0'],
    ]);
    // With a burst of one, c0 to c3 waited 19.5, 15, 10 and 5 ms here.
    for (const [at, text] of [
      [25, 'c1'],
      [50, 'c2'],
      [75, 'c3'],
    ] as const) {
      clock = at;
      batcher.push(text);
      await settled();
      expect(sent.at(-1)).toEqual([at, text]);
    }
  });

  it('sends at once, as one delta, what a busy worker reads together: a first event and the chunks behind it', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(
      async (_seq, text) => void sent.push(text),
      20,
      512,
      0,
      () => 0,
    );
    // Parsed from one read: each chunk reaches the batcher in a promise continuation of the same tick.
    for (const text of ['```hcl\n', 'c0', 'c1', 'c2']) {
      batcher.push(text);
      await Promise.resolve();
    }
    await settled();
    // With a burst of two, c1 and c2 waited a gap; before 2026-11-29 each left as a delta of its own.
    expect(sent).toEqual(['```hcl\nc0c1c2']);
    // The next read is not held: the allowance was spent on one delta, not four.
    batcher.push('c3');
    await settled();
    expect(sent).toEqual(['```hcl\nc0c1c2', 'c3']);
  });

  it('sends text due at the end of the tick even when discarded in it (a stop or failure after the read)', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(
      async (_seq, text) => void sent.push(text),
      20,
      512,
      0,
      () => 0,
    );
    batcher.push('free to go');
    batcher.discard();
    await batcher.flush();
    expect(sent).toEqual(['free to go']);
  });

  it('keeps to one delta a gap over time: chunks faster than that are coalesced', async () => {
    let clock = 0;
    const sent: [number, string][] = [];
    const batcher = new DeltaBatcher(
      async (_seq, text) => void sent.push([clock, text]),
      20,
      512,
      0,
      () => clock,
    );
    for (let i = 0; i < 100; i += 1) {
      batcher.push(`${i},`);
      clock += 2;
      jest.advanceTimersByTime(2);
      await settled();
    }
    await batcher.flush();
    // 200 ms at one delta per 20 ms, plus the burst of four and the final flush.
    expect(sent.length).toBeLessThanOrEqual(200 / 20 + 4 + 1);
    expect(sent.map(([, text]) => text).join('')).toBe(Array.from({ length: 100 }, (_, i) => `${i},`).join(''));
  });
});

describe('deltaGapMs', () => {
  it('stays at 20 ms under light load and widens with the streams a worker relays, up to 250 ms', () => {
    expect(deltaGapMs(1)).toBe(20);
    expect(deltaGapMs(80)).toBe(20);
    expect(deltaGapMs(400)).toBe(100);
    expect(deltaGapMs(5000)).toBe(250);
  });
});
