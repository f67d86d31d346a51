import { DeltaBatcher } from './delta-batcher';

describe('DeltaBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends after the interval, numbering deltas from 1', async () => {
    const sent: [number, string][] = [];
    const batcher = new DeltaBatcher(async (seq, text) => void sent.push([seq, text]), 30, 512);
    batcher.push('a');
    batcher.push('b');
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(30);
    await batcher.flush();
    batcher.push('c');
    await batcher.flush();
    expect(sent).toEqual([[1, 'ab'], [2, 'c']]);
    expect(batcher.lastSeq).toBe(2);
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
    const batcher = new DeltaBatcher(async (seq) => {
      await new Promise((r) => setTimeout(r, seq === 1 ? 20 : 0));
      sent.push(seq);
    }, 1, 1);
    batcher.push('x');
    batcher.push('y');
    batcher.push('z');
    await batcher.flush();
    expect(sent).toEqual([1, 2, 3]);
  });

  it('discards what was not sent yet', async () => {
    const sent: string[] = [];
    const batcher = new DeltaBatcher(async (_s, text) => void sent.push(text));
    batcher.push('never');
    batcher.discard();
    await batcher.flush();
    expect(sent).toEqual([]);
  });
});
