/**
 * Groups streamed text into numbered deltas, at most one every `minGapMs` per generation over
 * time, or at once when `maxChars` are waiting. After a quiet spell up to `burst` deltas leave
 * immediately (a token bucket: one delta's allowance comes back per gap, at most `burst` held),
 * so batching adds no latency to a model streaming at an ordinary pace; a burst of tiny chunks
 * becomes one delta. This keeps the Redis messages and socket frames of one stream bounded (about
 * 50 a second) without delaying text the user is waiting for.
 *
 * Why a burst of four and not one: with one, text arriving just after a delta waits out the gap,
 * and at 40 chunks a second the wait carries over to the next chunks (20, 15, 10, 5 ms). Every
 * stream starts that way (a model's first event and its first words arrive together), which put
 * each stream's first chunks into the relay's p99; and a worker busy starting a burst of jobs
 * reads a stream's first event with one or two more chunks at once, which a burst of two still
 * held (bench/RESULTS.md, bench/delta-hold.mjs). See docs/decisions/011-delta-batching.md for the
 * measured choice of the gap, 047 for the burst.
 *
 * Text that may leave at once leaves at the end of the current tick (process.nextTick), not inside
 * `push`: chunks the model's client parses from one network read reach `push` one after another
 * in the same tick (promise continuations), and they then leave as one delta instead of one each,
 * without waiting for anything (one Redis command, one socket frame per read instead of per chunk).
 */
export class DeltaBatcher {
  private buffer = '';
  private seq: number;
  private timer: NodeJS.Timeout | null = null;
  /** The buffer leaves at the end of this tick (no timer runs meanwhile). */
  private due = false;
  private pending: Promise<void> = Promise.resolve();
  /** Deltas that may leave now (fractions accrue between deltas), and when that was counted. */
  private allowance: number;
  private countedAt: number | null = null;

  constructor(
    private readonly send: (seq: number, text: string) => Promise<void>,
    /** The gap, or a function giving it (read at each delta, so it can follow the load). */
    private readonly minGapMs: number | (() => number) = 20,
    private readonly maxChars = 512,
    startSeq = 0,
    private readonly now: () => number = () => performance.now(),
    /** Deltas that may leave back to back after a quiet spell. */
    private readonly burst = 4,
  ) {
    this.seq = startSeq;
    this.allowance = burst;
  }

  get lastSeq(): number {
    return this.seq;
  }

  push(text: string): void {
    if (!text) return;
    this.buffer += text;
    if (this.buffer.length >= this.maxChars) {
      this.flushNow();
      return;
    }
    if (this.timer || this.due) return;
    const gap = this.gap();
    this.count(gap);
    if (this.allowance >= 1) {
      this.due = true;
      process.nextTick(() => {
        if (this.due) this.flushNow();
      });
    } else {
      this.timer = setTimeout(() => this.flushNow(), (1 - this.allowance) * gap);
    }
  }

  private gap(): number {
    return typeof this.minGapMs === 'function' ? this.minGapMs() : this.minGapMs;
  }

  /** Adds the allowance accrued since it was last counted: one delta per gap, up to `burst`. */
  private count(gap: number): void {
    const now = this.now();
    if (this.countedAt !== null) this.allowance = Math.min(this.burst, this.allowance + (now - this.countedAt) / gap);
    this.countedAt = now;
  }

  /** Sends what is buffered and waits until every delta so far has been sent, in order. */
  async flush(): Promise<void> {
    this.flushNow();
    await this.pending;
  }

  private flushNow(): void {
    this.due = false;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.buffer) return;
    const text = this.buffer;
    this.buffer = '';
    this.seq += 1;
    this.count(this.gap());
    this.allowance = Math.max(0, this.allowance - 1);
    const seq = this.seq;
    // Chained so deltas leave in sequence order even when a send is slow.
    this.pending = this.pending.then(() => this.send(seq, text));
  }

  /**
   * Drops text held for the gap (used when the job is cancelled or fails). Text already due to
   * leave at the end of this tick still leaves: it is text that was free to go when it came.
   */
  discard(): void {
    if (this.due) {
      this.flushNow();
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.buffer = '';
  }
}
