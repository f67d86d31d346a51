import { DeltaBatcher } from './delta-batcher';
import { deltaGapMs } from './stream-relay.service';

describe('DeltaBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first chunk at once, then coalesces chunks within the gap, numbering deltas from 1', async () => {
    let clock = 0;
    const sent: [number, string][] = [];
    const batcher = new DeltaBatcher(
      async (seq, text) => void sent.push([seq, text]),
      20,
      512,
      0,
      () => clock,
    );
    batcher.push('a');
    await Promise.resolve();
    expect(sent).toEqual([[1, 'a']]);
    clock = 5;
    batcher.push('b');
    clock = 10;
    batcher.push('c');
    await Promise.resolve();
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
    await Promise.resolve();
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

  it('discards what was not sent yet', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(
      async (_s, text) => void sent.push(text),
      20,
      512,
      0,
      () => 0,
    );
    batcher.push('first');
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
    );
    batcher.push('a');
    gap = 100;
    clock = 50;
    batcher.push('b');
    await Promise.resolve();
    expect(sent).toEqual(['a']);
    clock = 100;
    jest.advanceTimersByTime(50);
    await batcher.flush();
    expect(sent).toEqual(['a', 'b']);
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
