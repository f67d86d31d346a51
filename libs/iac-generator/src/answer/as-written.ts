/**
 * The request's words as the user wrote them in the answer's lines. The reading corrects spelling
 * ("recovry" read as "recovery") and the account keeps the corrected words; it also puts quotes
 * around the names it read ('a keyspace called "telemetry"' for "a keyspace called telemetry") and
 * joins or splits words ("Stateful Set"). A line quoting those is about words the user never wrote,
 * and neither a reader searching the request nor the evaluation finds them there; so its quote gets
 * the written words back. "Read as:" in the explanation says what each was read as.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (w: string) => new RegExp(`(?<![A-Za-z0-9])${escape(w)}(?![A-Za-z0-9])`, 'gi');

/**
 * Where the words of `said` stand in `conversation`, in their order, whatever the punctuation,
 * quotes and spaces between them: the conversation's own text of that span, or undefined.
 */
function spanAsWritten(said: string, conversation: string): string | undefined {
  const words = said.match(/[A-Za-z0-9]+/g);
  if (!words) return undefined;
  // A quote or bracket closing (or opening) the words ('a hub "orders"') closes them as written too.
  const [, before, after] = /^([^A-Za-z0-9\s]*)[\s\S]*?([^A-Za-z0-9\s]*)$/.exec(said.trim())!;
  const edge = (marks: string) => (marks ? `[^A-Za-z0-9\\s]{0,${marks.length}}` : '');
  const pattern = new RegExp(
    // The last word may be cut ("in descending o"): the written word it starts is taken whole.
    `${edge(before)}(?<![A-Za-z0-9])${words.map(escape).join('[^A-Za-z0-9\\n]*')}[A-Za-z0-9]*${edge(after)}`,
    'i',
  );
  return pattern.exec(conversation)?.[0];
}

/**
 * `line` with each corrected word of its quote (the words before " (") written as in
 * `conversation`; `corrections` are the reading's "written -> read" pairs. A word the user also
 * wrote as read is left alone, since it may be that one. A quote the conversation does not hold as
 * it is becomes the conversation's own text of the same words, when they stand there in order.
 */
export function quotedAsWritten(line: string, corrections: readonly string[], conversation: string): string {
  const quote = /^'(.*?)'(?= \(|$)/s.exec(line);
  if (!quote) return line;
  let said = quote[1];
  for (const c of corrections) {
    const [written, read] = c.split(' -> ');
    if (!written || !read || word(read).test(conversation)) continue;
    said = said.replace(word(read), written);
  }
  // Held as it is, the quote takes the conversation's own letters ("Deployment" for "deployment").
  const held = new RegExp(`(?<![A-Za-z0-9])${escape(said)}(?![A-Za-z0-9])`, 'i').exec(conversation)?.[0];
  said = held ?? spanAsWritten(said, conversation) ?? said;
  return `'${said}'${line.slice(quote[0].length)}`;
}
