/**
 * Whether the words a line quotes stand, wherever the conversation says them, inside words a "not
 * covered" line of the same answer quotes ("Tokyo time" of "Asia/Tokyo time", said in
 * 'Asia/Tokyo time' (spec.timeZone of CronJob: ...)): that line says what is true of them, so a
 * "not read" or "written, not read" line about a piece of them would only contradict it. Words also
 * said elsewhere ("vault" beside "prod-vault") keep their line.
 */
const quoteOf = (line: string) => /^'(.*?)'(?= \(|$)/s.exec(line)?.[1];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where `words` stand in `text`, case aside, as [start, end) spans. */
function spans(words: string, text: string): [number, number][] {
  const re = new RegExp(`(?<![A-Za-z0-9])${escape(words)}(?![A-Za-z0-9])`, 'gi');
  return [...text.matchAll(re)].map((m) => [m.index, m.index + m[0].length]);
}

/** A test of a line's quoted words against the quotes of `notCovered`, in the user's turns `conversation`. */
export function saidByLines(notCovered: readonly string[], conversation: string): (line: string) => boolean {
  const outer = notCovered
    .map(quoteOf)
    .filter((q): q is string => !!q)
    .flatMap((q) => spans(q, conversation));
  return (line) => {
    const said = quoteOf(line);
    if (!said || !/[a-z0-9]/i.test(said)) return false;
    const at = spans(said, conversation);
    return at.length > 0 && at.every(([s, e]) => outer.some(([os, oe]) => os <= s && e <= oe && oe - os > e - s));
  };
}
