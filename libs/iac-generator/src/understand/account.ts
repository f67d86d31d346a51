/**
 * Every phrase has an owner (issue 24). After the understanding has read a clause, each of its
 * words is accounted for: part of a resource, a setting, a name, a word of asking or joining
 * ("please create", "with"), words given to the catalogue of provider types, a gap the answer
 * declares with its reason, or read by a rule that writes nothing of its own (a word that only
 * says a setting of what it hangs on, a thing ruled out). The noun phrases whose head is none of
 * these are "not read": the answer lists them as words it did not read, which claims nothing
 * about whether the files hold them (a default may), and nothing is dropped in silence. A phrase
 * is judged by its head, as a mention is: "our own KMS key" is about a key.
 */
import { flagSpans } from './attributes';
import { type Mention } from './intent';
import { readRequest } from './reading/read';
import { DESCRIBING_PART } from './steps/inside-a-name';
import { type Token } from './text';

type Owner = 'resource' | 'setting' | 'name' | 'relation' | 'read' | 'function word' | 'catalogue' | 'gap' | 'not read';

/** What the words [start, end) of the text (`text`, as the user wrote them) ended as. */
export interface Owned {
  phrase: number;
  start: number;
  end: number;
  text: string;
  owner: Owner;
  /**
   * Words given to the catalogue of provider types that make one noun phrase ("a system-assigned
   * identity"), from its first such word to its head: the answer says them as not read unless a
   * type the catalogue wrote took them (answer/not-read.ts).
   */
  nounPhrase?: true;
}

/** What one clause's reading left behind, for its account. */
interface ClauseRead {
  phrase: number;
  /** The clause as read (quoted names as placeholders) and where it starts in the text. */
  raw: string;
  offset: number;
  tokens: Token[];
  used: Set<number>;
  consumed: (t: Token) => boolean;
  /** Tokens no reader took (not used, not a setting's, not a word of asking, not in a named type). */
  rest: Token[];
  /** Spans of the settings read in the whole text (the words of each, not only those it used up). */
  settings: [number, number][];
  /** Spans of named resource types, given to the catalogue. */
  explicit: { at: number; end: number }[];
  /** The resources read so far, in the text's offsets. */
  mentions: Mention[];
  /** The "not covered" lines and unread parts said for this clause. */
  gaps: string[];
  /** The whole clause was said as unread, or its leftover words were given to the catalogue. */
  whole: 'gap' | 'catalogue' | undefined;
  /** Restores quoted names in a piece of the clause. */
  restore: (s: string) => string;
}

// Words that tie a phrase to the resource it hangs on as what that resource has: "with secondary
// sources" is a part of it nothing read. Any other tie ("for user uploads", "to allow database
// access", "that sends events to") says what the resource is for or does: a relation, said with it.
const HAS = /^(?:with|without|of|and|having|has|have|using|uses|per|at|by)$/i;
// Heads of phrases that only place one thing against another ("in front of", "on behalf of").
const PLACING = new Set(['front', 'behalf', 'top', 'side', 'way']);

/** Each word of the clause with its owner, and the noun phrases whose head no reader took. */
export function accountClause(c: ClauseRead): Owned[] {
  const at = (t: { start: number; end: number }, spans: readonly [number, number][]) =>
    spans.some(([a, b]) => t.start >= a && t.end <= b);
  const flags = flagSpans(c.raw.toLowerCase()).map(([a, b]) => [a + c.offset, b + c.offset] as [number, number]);
  const rest = new Set(c.rest);
  const owner = c.mentions.length > 0;
  // A word is in a gap when a line said for the clause quotes it.
  const gapWords = new Set(
    c.gaps.flatMap((g) => (/^'(.*?)' \(/s.exec(g)?.[1] ?? g).toLowerCase().match(/[a-z0-9]+/g) ?? []),
  );
  const inGap = (t: Token) => t.raw.split(/[^a-z0-9]+/).every((w) => !w || gapWords.has(w));
  const owned: Owned[] = [];
  const own = (t: { start: number; end: number }, owner: Owner, nounPhrase?: true) =>
    owned.push({
      phrase: c.phrase,
      start: t.start,
      end: t.end,
      text: c.restore(c.raw.slice(t.start - c.offset, t.end - c.offset)),
      owner,
      ...(nounPhrase && { nounPhrase }),
    });
  const free: Token[] = [];
  const given: Token[] = [];
  const numbers: Token[] = [];
  // A number right before a word a reader took counts it ("3 buckets", "2 units" of a read tier).
  const counts = (k: number) => {
    const next = c.tokens[k + 1];
    return !!next && (c.used.has(k + 1) || c.consumed(next));
  };
  c.tokens.forEach((t, k) => {
    if (rest.has(t)) {
      // A word of a yes/no property or a setting ("TLS", "HTTPS only") is a setting of the clause's
      // resource, even where its unknown words went to the catalogue: never a type's word left
      // unread. With no resource read ("a private Bitbucket repo") it describes those words.
      if (c.whole === 'catalogue' && owner && (at(t, flags) || at(t, c.settings))) own(t, 'setting');
      else if (c.whole === 'catalogue') {
        given.push(t);
        own(t, c.whole);
      } else if (c.whole) own(t, c.whole);
      else if (inGap(t)) own(t, 'gap');
      else if (at(t, flags) || at(t, c.settings)) own(t, 'setting');
      else free.push(t);
    } else if (c.explicit.some((e) => t.start >= e.at && t.start < e.end)) own(t, 'catalogue');
    else if (c.used.has(k))
      own(t, c.mentions.some((m) => t.start >= m.start && t.end <= m.end) ? 'resource' : inGap(t) ? 'gap' : 'read');
    else if (c.consumed(t)) own(t, 'setting');
    else if (at(t, flags) || at(t, c.settings)) own(t, 'setting');
    else if (valueOfItsOwn(t, c.raw, c.offset) && !counts(k)) numbers.push(t);
    else own(t, /^q\u00a7\d+$/.test(t.word) ? 'name' : 'function word');
  });
  // A value nothing read ("a 40-character value", "texts +44 7700 900123") is one the request gave:
  // said as not read with the words it is written with, never dropped as a word of joining.
  for (const span of numberSpans(numbers, c)) own(span, 'not read');
  if (!free.length && !given.length) return owned;
  // The free words' noun phrases, by the clause's parse (made only when some word is free or given).
  const reading = readRequest(c.raw);
  const overlaps = (tokens: Token[]) => (start: number, end: number) =>
    tokens.some((t) => t.start - c.offset < end && t.end - c.offset > start);
  // The noun phrases of the words given to the catalogue, from their first given word to the head.
  const isGiven = overlaps(given);
  const spans: { start: number; end: number }[] = [];
  for (const p of reading.phrases) {
    const head = reading.tokens[p.head];
    if (head.value || !isGiven(head.start, head.end)) continue;
    let from = p.from;
    while (from < p.head && !isGiven(reading.tokens[from].start, reading.tokens[from].end)) from++;
    const span = { start: reading.tokens[from].start, end: head.end };
    // Phrases with only given words between them are one ("system" and "identity" of "system-assigned identity").
    const last = spans.at(-1);
    const between = last && c.raw.slice(last.end, span.start);
    if (
      last &&
      between !== undefined &&
      span.start >= last.end &&
      /^[\s-]*$/.test(
        between.replace(/[A-Za-z0-9]+/g, (w, at: number) =>
          isGiven(last.end + at, last.end + at + w.length) ? '' : w,
        ),
      )
    )
      last.end = span.end;
    else spans.push(span);
  }
  for (const s of spans) own({ start: c.offset + s.start, end: c.offset + s.end }, 'catalogue', true);
  // A hyphenated word no reader took ("org-audit") is a name the request gave: said as not read.
  const named: { start: number; end: number }[] = [];
  reading.tokens.forEach((t, k) => {
    if (t.value?.type !== 'name' || !t.text.includes('-')) return;
    // Before the head of a phrase no reader took, it is said with that phrase ("a key-value pair").
    const freeHead = (p: (typeof reading.phrases)[number]) =>
      overlaps(free)(reading.tokens[p.head].start, reading.tokens[p.head].end);
    if (reading.phrases.some((p) => k >= p.from && k < p.head && freeHead(p))) return;
    // Inside a phrase given to the catalogue of provider types, it is that phrase's.
    if (spans.some((x) => t.start >= x.start && t.end <= x.end)) return;
    if (!overlaps(free)(t.start, t.end) && !isGiven(t.start, t.end)) return;
    // "internet-facing", "lambda-backed": a describing word, never a name.
    if (DESCRIBING_PART.test(t.text.slice(t.text.lastIndexOf('-') + 1))) return;
    const span = { start: c.offset + t.start, end: c.offset + t.end };
    own(span, 'not read');
    named.push(span);
  });
  if (!free.length) return owned;
  const isFree = overlaps(free);
  const ownerOf = (start: number, end: number) =>
    owned.find((o) => o.start - c.offset <= start && o.end - c.offset >= end)?.owner;
  const said = new Set<Token>(free.filter((f) => named.some((n) => f.start >= n.start && f.end <= n.end)));
  for (const p of reading.phrases) {
    const head = reading.tokens[p.head];
    if (head.value || !isFree(head.start, head.end)) continue;
    const on = p.on === undefined ? undefined : reading.phrases[p.on];
    const onHead = on && reading.tokens[on.head];
    const purpose =
      (onHead && p.via && !HAS.test(p.via) && ownerOf(onHead.start, onHead.end) === 'resource') ||
      PLACING.has(head.text.toLowerCase());
    // Its words from the first one no reader took: "a private widget" is said as "widget".
    let from = p.from;
    while (from < p.head && !isFree(reading.tokens[from].start, reading.tokens[from].end)) from++;
    const span = { start: c.offset + reading.tokens[from].start, end: c.offset + head.end };
    own(span, purpose ? 'relation' : 'not read');
    for (const t of free) if (t.start >= span.start && t.end <= span.end) said.add(t);
  }
  // Free words in no noun phrase (verbs, adverbs: "bind them together") relate the things around them.
  for (const t of free) if (!said.has(t)) own(t, 'relation');
  return owned;
}

/**
 * Whether a number is a value of its own that no pass but the settings' could have read: written
 * onto its unit ("40-character") or an international phone number ("+44 7700 900123"). A bare
 * number may have been read as a port, a count or a size by a pass that keeps no spans, so it is
 * never said as not read.
 */
function valueOfItsOwn(t: Token, raw: string, offset: number): boolean {
  if (!/^\d/.test(t.word)) return false;
  const before = raw.slice(0, t.start - offset);
  return /^\d+-[A-Za-z]/.test(raw.slice(t.start - offset)) || /\+(?:\d+[\s-])*$/.test(before);
}

/**
 * The spans of numbers nothing read, each with what is written onto it ("+44", "40-character") and
 * the numbers right after it ("7700 900123"), as one.
 */
function numberSpans(numbers: readonly Token[], c: ClauseRead): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  for (const t of numbers) {
    const from = t.start - c.offset;
    const sign = c.raw[from - 1] === '+' ? 1 : 0;
    const word = /^[\d.,:]+(?:-[A-Za-z]+)?/.exec(c.raw.slice(from))?.[0] ?? t.raw;
    const span = { start: t.start - sign, end: Math.max(t.end, t.start + word.length) };
    const last = spans.at(-1);
    if (last && /^\s*$/.test(c.raw.slice(last.end - c.offset, span.start - c.offset))) last.end = span.end;
    else if (!last || span.start >= last.end) spans.push(span);
  }
  return spans;
}

/** The noun phrases of an account given to the catalogue of provider types, as the user wrote them. */
export const givenToCatalogue = (account: readonly Owned[]) => account.filter((o) => o.nounPhrase);

/** The "not read" phrases of an account, as the user wrote them. */
export const notReadOf = (account: readonly Owned[]) =>
  account.filter((o) => o.owner === 'not read').map((o) => ({ phrase: o.phrase, text: o.text }));
