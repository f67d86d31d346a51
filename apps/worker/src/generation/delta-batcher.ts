/**
 * Groups streamed text into deltas: one every `intervalMs` or every `maxChars` characters,
 * whichever comes first, each with the next sequence number. Batching keeps the number of
 * Redis messages (and socket frames) low when a model sends many tiny chunks.
 */
export class DeltaBatcher {
  private buffer = '';
  private seq: number;
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (seq: number, text: string) => Promise<void>,
    private readonly intervalMs = 30,
    private readonly maxChars = 512,
    startSeq = 0,
  ) {
    this.seq = startSeq;
  }

  get lastSeq(): number {
    return this.seq;
  }

  push(text: string): void {
    if (!text) return;
    this.buffer += text;
    if (this.buffer.length >= this.maxChars) {
      this.flushNow();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.flushNow(), this.intervalMs);
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
