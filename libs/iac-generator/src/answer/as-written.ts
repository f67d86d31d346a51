/**
 * The request's words as the user wrote them in the answer's lines. The reading corrects spelling
 * ("recovry" read as "recovery") and the account keeps the corrected words; a line quoting them is
 * about words the user never wrote, so its quote gets the written words back. "Read as:" in the
 * explanation says what each was read as.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (w: string) => new RegExp(`(?<![A-Za-z0-9])${escape(w)}(?![A-Za-z0-9])`, 'gi');

/**
 * `line` with each corrected word of its quote (the words before " (") written as in
 * `conversation`; `corrections` are the reading's "written -> read" pairs. A word the user also
 * wrote as read is left alone, since it may be that one.
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
  return `'${said}'${line.slice(quote[0].length)}`;
}
