/** The lines of a text, and the line still arriving at its end while it streams. */
export interface Lines {
  /** Lines whose end has been seen (all of them once the text is complete). */
  complete: string[];
  /** The last line while the text is still streaming ('' right after a line break); null once complete. */
  growing: string | null;
}

/**
 * Our rule: lines end at `\n` or `\r\n`. While a text is still streaming its last line may still
 * grow, so it is kept apart: nothing that depends on a whole line (a fence, a name comment) is
 * decided on it. Once the text is complete its last line is complete too.
 *
 * @example
 *   splitLines('a\r\nb', { complete: false }) // { complete: ['a'], growing: 'b' }
 *   splitLines('a\r\nb', { complete: true })  // { complete: ['a', 'b'], growing: null }
 */
export function splitLines(text: string, { complete }: { complete: boolean }): Lines {
  const lines = text.split(/\r?\n/);
  if (complete) return { complete: lines, growing: null };
  const growing = lines.pop() ?? '';
  return { complete: lines, growing };
}
