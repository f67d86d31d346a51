/** How the editor's document must change to show `next`, given it shows `previous`. */
type DocChange =
  | { kind: 'none' }
  /** Streaming: only the new tail is inserted, so each delta costs its own size, not the document's. */
  | { kind: 'append'; from: number; insert: string }
  /** Anything else (a new generation, a rewrite): the whole document is replaced. */
  | { kind: 'replace'; from: 0; to: number; insert: string };

/**
 * @example
 *   docChangeFor('abc', 'abcdef')  // { kind: 'append', from: 3, insert: 'def' }
 *   docChangeFor('abc', 'xyz')     // { kind: 'replace', from: 0, to: 3, insert: 'xyz' }
 */
export function docChangeFor(previous: string, next: string): DocChange {
  if (previous === next) return { kind: 'none' };
  if (next.length > previous.length && next.startsWith(previous)) {
    return { kind: 'append', from: previous.length, insert: next.slice(previous.length) };
  }
  return { kind: 'replace', from: 0, to: previous.length, insert: next };
}
