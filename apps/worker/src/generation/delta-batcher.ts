/**
 * Groups streamed text into numbered deltas, at most one every `minGapMs` per generation, or at
 * once when `maxChars` are waiting. The first chunk after a quiet spell leaves immediately
 * (leading edge), so batching adds no latency to a model streaming at an ordinary pace; a burst
 * of tiny chunks becomes one delta. This keeps the Redis messages and socket frames of one
 * stream bounded (about 50 a second) without delaying text the user is waiting for.
 * See docs/decisions/011-delta-batching.md for the measured choice of the gap.
 */
export class DeltaBatcher {
  private buffer = '';
  private seq: number;
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> = Promise.resolve();
  private lastSentAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly send: (seq: number, text: string) => Promise<void>,
    /** The gap, or a function giving it (read at each delta, so it can follow the load). */
    private readonly minGapMs: number | (() => number) = 20,
    private readonly maxChars = 512,
    startSeq = 0,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.seq = startSeq;
  }

  get lastSeq(): number {
    return this.seq;
  }

  push(text: string): void {
    if (!text) return;
    this.buffer += text;
    if (this.timer) {
      if (this.buffer.length >= this.maxChars) this.flushNow();
      return;
    }
    const gap = typeof this.minGapMs === 'function' ? this.minGapMs() : this.minGapMs;
    const wait = this.lastSentAt + gap - this.now();
    if (wait <= 0 || this.buffer.length >= this.maxChars) {
      this.flushNow();
    } else {
      this.timer = setTimeout(() => this.flushNow(), wait);
    }
  }

  /** Sends what is buffered and waits until every delta so far has been sent, in order. */
  async flush(): Promise<void> {
    this.flushNow();
    await this.pending;
  }

  private flushNow(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.buffer) return;
    const text = this.buffer;
    this.buffer = '';
    this.seq += 1;
    this.lastSentAt = this.now();
    const seq = this.seq;
    // Chained so deltas leave in sequence order even when a send is slow.
    this.pending = this.pending.then(() => this.send(seq, text));
  }

  /** Drops anything not yet sent (used when the job is cancelled). */
  discard(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.buffer = '';
  }
}
