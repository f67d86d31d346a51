/**
 * The end of a clause: every word of it ends somewhere. Words nothing read go to the catalogue
 * when one is no known word, patterns the generator lacks are said, named resource types take the
 * names after them, a clause nothing read is said as not read, and the clause's account is kept.
 */
import { accountClause } from '../account';
import { UNSUPPORTED } from '../match';
import { namesAfter } from '../names';
import { isKnownWord } from '../spelling';
import { unreadParts } from '../unread';
import { FILLER, restore } from '../words';
import { markContentsRead } from './contents-said';
import { type ClauseState, type RequestState } from './state';

export function accountForClause(req: RequestState, c: ClauseState): void {
  const { tokens, used, clause, raw, phraseLower } = c;
  const { isConsumed, explicitAt, quoteText, text, consumed } = req;
  markContentsRead(c);
  // Words of a named resource type are that type (the catalogue reads it whole), never words of their own.
  const rest = tokens.filter(
    (t, k) =>
      !used.has(k) &&
      !isConsumed(t) &&
      !FILLER.test(t.word) &&
      !explicitAt.some((e) => t.start >= e.at && t.start < e.end),
  );
  // Words nothing read, kept for the catalogue when one of them is not a known word (a product name).
  // The names given after them name what the catalogue finds in them ("a Glue crawler named nightly"), also
  // when a place or a setting follows the name ("an AlloyDB cluster named x in us-east1"): the first words
  // nothing read that a name follows.
  if (rest.some((t) => !isKnownWord(t.word)))
    req.leftovers.push({
      phrase: c.index,
      words: rest.map((t) => t.word),
      names: rest.map((t) => namesAfter(tokens, tokens.indexOf(t) + 1, quoteText)).find((n) => n.length) ?? [],
    });
  // Words a setting read ("automatic failover" of a cache) are that setting, not a pattern the generator lacks.
  const settingAt = (at: number, end: number) => consumed.some(([a, b]) => at >= a && end <= b);
  const unsupported = UNSUPPORTED.map((re) => re.exec(phraseLower))
    .filter(
      (m): m is RegExpExecArray => !!m && !settingAt(clause.start + m.index, clause.start + m.index + m[0].length),
    )
    .map((m) => m[0]);
  for (const u of unsupported) req.notCovered.push(`'${u}'`);
  const inClause = explicitAt.filter((e) => e.at >= clause.start && e.at < clause.start + raw.length);
  const explicit = inClause.length > 0;
  inClause.forEach((e, k) => {
    const next = tokens.findIndex((t) => t.start >= e.end);
    if (next >= 0) e.names = namesAfter(tokens, next, quoteText);
    const until = inClause[k + 1]?.at ?? clause.start + raw.length;
    e.after = req.asWritten(restore(text.slice(e.end, Math.max(e.end, until)), quoteText));
  });
  const whole = !c.served && !explicit && !unsupported.length && rest.length > 0;
  if (whole) req.unread.push({ phrase: c.index, text: restore(raw, quoteText).slice(0, 160) });
  // A thing of its own in a phrase that was otherwise read ("a namespace plus a widget 'w'") is said too.
  else if (!explicit)
    for (const part of unreadParts(raw, clause.start, tokens, used, isConsumed))
      req.unread.push({ phrase: c.index, text: restore(part, quoteText).slice(0, 160) });
  // Every word of the clause ends somewhere; noun phrases nothing read are said as not read.
  req.account.push(
    ...accountClause({
      phrase: c.index,
      raw,
      offset: clause.start,
      tokens,
      used,
      consumed: isConsumed,
      rest,
      settings: req.found.map((f) => [f.start, f.end]),
      explicit: explicitAt,
      mentions: req.mentions,
      gaps: [...req.notCovered.slice(c.linesBefore), ...req.unread.slice(c.unreadBefore).map((u) => u.text)],
      whole: whole ? 'gap' : req.leftovers.some((l) => l.phrase === c.index) ? 'catalogue' : undefined,
      restore: (s) => restore(s, quoteText),
    }),
  );
}
