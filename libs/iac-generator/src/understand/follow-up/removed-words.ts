/** What a follow-up removed, in the user's words, for the answer's "Removed, as the follow-up asked" line. */
import { type Mention } from '../intent';

/**
 * One entry per thing removed: mentions of one kind in one phrase said side by side are one thing
 * ("an ElastiCache Redis cluster" read as "elasticache" and "redis cluster"), said by their words in
 * order, then its names.
 */
export function removedWords(gone: Mention[]): string[] {
  const things: Mention[][] = [];
  for (const x of [...gone].sort((a, b) => a.start - b.start)) {
    const last = things.at(-1)?.at(-1);
    const beside =
      !!last &&
      !x.separate &&
      !last.separate &&
      last.kind === x.kind &&
      last.phrase === x.phrase &&
      x.start - last.end <= 1;
    if (beside) things.at(-1)!.push(x);
    else things.push([x]);
  }
  return things.map((t) => {
    const words = [...new Set(t.map((x) => x.text ?? x.kind))].join(' ');
    const names = [...new Set(t.flatMap((x) => x.names))];
    return names.length ? `${words} ${names.join(', ')}` : words;
  });
}
