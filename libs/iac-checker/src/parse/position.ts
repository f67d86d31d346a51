/** Positions in a source file: 1-based line and column, and the 0-based offset they stand for. */
export interface Position {
  line: number;
  column: number;
  offset: number;
}
export interface Span {
  start: Position;
  end: Position;
}

/**
 * Turns offsets into lines and columns for one text (built once per file, then a binary search).
 *
 * @example
 *   new LineIndex('a\nbc').position(3) // { line: 2, column: 2, offset: 3 }
 */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
  }
  position(offset: number): Position {
    const o = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: o - this.starts[lo] + 1, offset: o };
  }
  span(start: number, end: number): Span {
    return { start: this.position(start), end: this.position(end) };
  }
}
