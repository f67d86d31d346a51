/**
 * Where each turn of a conversation starts among the reading's phrases. The reading joins the
 * user's turns with line breaks and keeps every line break (quotes never span one), so the turn
 * boundaries are found again by counting them; a follow-up is then read as changes to what the
 * turns before it asked for (follow-up/apply.ts), never as more of the same text.
 */

/**
 * The index of the first phrase of each turn (`turns` as the user wrote them, oldest first; `text`
 * the reading's text; `clauses` its phrases with their start in it). A turn with no phrase of its
 * own starts at the next one's, and past the end when the text was cut short.
 */
export function turnPhrases(turns: string[], text: string, clauses: { start: number }[]): number[] {
  const starts = [0];
  let at = 0;
  for (let i = 1; i < turns.length; i++) {
    // The earlier turn's own line breaks, then the one that joined the two turns.
    let breaks = (turns[i - 1].match(/\n/g) ?? []).length + 1;
    while (breaks > 0 && at <= text.length) {
      const next = text.indexOf('\n', at);
      at = next < 0 ? text.length + 1 : next + 1;
      breaks -= 1;
    }
    const first = clauses.findIndex((c) => c.start >= at);
    starts.push(first < 0 ? clauses.length : first);
  }
  return starts;
}

/** The turn a phrase belongs to, given the first phrase of each turn. */
export function turnOf(turns: readonly number[], phrase: number): number {
  return Math.max(
    0,
    turns.findLastIndex((start) => start <= phrase),
  );
}
