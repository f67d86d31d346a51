/**
 * A kind's general word said as a verb asks for nothing (design: a match makes a resource only as the
 * head of a noun phrase that is asked for). The part of speech is read from the word's neighbours,
 * not from a list of verbs: the word starts its clause (or follows a subject, a modal or "to") with no
 * determiner before it, and what follows it is what follows a verb, never a noun:
 *  - an object that starts with a determiner or is a pronoun ("cache the responses", "log it");
 *  - "for" and a length of time ("cache for a day", "queue for four days");
 *  - a plain noun phrase in the plural no reading took, then a preposition ("cache static files for an hour",
 *    "log errors to the workspace", "cache images at the edge").
 * "a cache for the sessions", "cache for the sessions" and "queue orders" (a name) stay asks, and so
 * does a verb that is the kind's own work on a schedule or a condition: "snapshot the volumes every 12
 * hours" asks for the thing that snapshots on a schedule (when the kind takes a schedule and the clause
 * states one), "alert the on-call group if 3 locations fail" for the thing that alerts on that condition.
 *
 * The words are then a setting a reader of the clause took (a CDN's time to live), or said not read.
 */
import { FAMILIES } from '../settings';
import { type Token } from '../text';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

// Words that may stand before a verb at the start of a clause: joining words and adverbs of manner.
const LEAD = new Set(['and', 'then', 'also', 'please', 'plus', 'just', 'so', 'but', 'or', 'always', 'never', 'not']);
// Words after which the next word is a verb: modals, "to", subject pronouns, "do not".
const BEFORE_VERB = new Set([
  ...['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', 'cannot', 'to', 'shall'],
  ...['i', 'we', 'you', 'they', 'don', 'dont', 'do', 'let', 'lets'],
]);
// Words that open an object noun phrase or stand for one ("cache the responses", "log everything").
const OBJECT = new Set([
  ...['the', 'its', 'their', 'our', 'your', 'my', 'all', 'these', 'those', 'this'],
  ...['it', 'them', 'everything', 'anything', 'nothing', 'whatever'],
]);
// The units a length of time is counted in: a closed class of the language.
const TIME_UNIT = /^(?:second|sec|minute|min|hour|hr|day|week|month|year|night|fortnight)s?$/;
const HOW_MANY = /^(?:a|an|one|\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|thirty)$/;
// Prepositions that a verb's object is followed by ("cache images at the edge", "log errors to X").
const PREPOSITION = new Set(['for', 'at', 'in', 'on', 'to', 'from', 'with', 'until', 'after', 'by', 'into', 'via']);
const NOUN_LIKE = new Set(['NOUN', 'ADJ', 'PROPN', 'VERB']);
const ARTICLE = /^(?:a|an|\d+)$/;

/** Whether a general kind word is used as a verb; its words are then a setting read or said not read. */
export function verbUse(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m, concept } = w;
  const { tokens, matches } = c;
  // A product's name ("Redis", "CloudFront") is never a verb; only a general word may be one.
  if (concept.vendor || m.end - m.start !== 1 || tokens[m.start].raw !== tokens[m.start].word) return false;
  if (!verbPosition(tokens, m.start)) return false;
  if (scheduledWork(c, w) || conditionAfter(tokens, m.end)) return false;
  const otherKind = (k: number) => matches.some((x) => x !== m && k >= x.start && k < x.end);
  const settled = (k: number) => c.used.has(k) || req.isConsumed(tokens[k]);
  const end = complementEnd(c, m.end, settled, otherKind);
  if (end === undefined) return false;
  c.served = true;
  // Each run of words no reading took is said not read; a reader of the clause's settings may have
  // taken the rest ("cache for a day" as a time to live), and another kind's word is read on its own.
  let from: number | undefined;
  for (let k = m.start; k <= end; k++) {
    const free = k < end && (k === m.start || (!settled(k) && !otherKind(k)));
    if (free) {
      c.used.add(k);
      from ??= k;
    } else if (from !== undefined) {
      const text = req.text.slice(tokens[from].start, tokens[k - 1].end);
      if (!c.inPhrase.some((f) => f.start < tokens[k - 1].end && f.end > tokens[from!].start))
        req.unread.push({ phrase: c.index, text: restore(text, req.quoteText) });
      from = undefined;
    }
  }
  return true;
}

/** Whether the clause states how often, and the kind is one that does its work on a schedule. */
function scheduledWork(c: ClauseState, w: MatchWords): boolean {
  const kind = typeof w.kind === 'string' ? w.kind.slice(w.kind.indexOf('.') + 1) : undefined;
  return !!kind && FAMILIES.schedule.test(kind) && c.inPhrase.some((f) => f.family === 'schedule');
}

// Words that open a condition: a verb done "if" or "when" something happens is work asked of a thing.
const CONDITION = new Set(['if', 'when', 'whenever', 'once']);

/** Whether a condition follows the word in its clause ("alert the group if 3 locations fail"). */
function conditionAfter(tokens: Token[], at: number): boolean {
  return tokens.slice(at).some((t) => CONDITION.has(t.word));
}

/** Whether the word at `at` stands where a verb does: first in its clause, or after a subject, modal or "to". */
function verbPosition(tokens: Token[], at: number): boolean {
  const before = tokens[at - 1]?.word;
  if (before !== undefined && BEFORE_VERB.has(before)) return true;
  return tokens.slice(0, at).every((t) => LEAD.has(t.word));
}

/**
 * Where a verb's complement after `at` ends (a token index), or undefined when what follows reads as
 * the rest of a noun phrase (nothing, a name, "for the sessions").
 */
function complementEnd(
  c: ClauseState,
  at: number,
  settled: (k: number) => boolean,
  otherKind: (k: number) => boolean,
): number | undefined {
  const { tokens } = c;
  const next = tokens[at];
  if (!next) return undefined;
  // "for a day", "for 4 days": how long, said of a verb.
  if (lengthOfTime(tokens, at)) return at + 3;
  // "every 15 minutes", "all day": how often or how long, said of a noun as well ("cronjob every 15 minutes").
  if (OBJECT.has(next.word)) {
    const end = objectEnd(c, at + 1, otherKind);
    return c.tokens.slice(at, end).some((t) => TIME_UNIT.test(t.raw)) ? undefined : end;
  }
  // A plain noun phrase no reading took, then a preposition: the verb's object and where or how long.
  // Another kind's word may describe the object ("cache API responses for an hour"); its head is a
  // plain noun in the plural: one singular noun right after a kind's word is its name ("database
  // catalog with container products").
  const pos = posAt(c);
  let k = at;
  let plainHead = false;
  while (k < tokens.length && !settled(k) && NOUN_LIKE.has(pos(tokens[k])) && !PREPOSITION.has(tokens[k].word)) {
    plainHead = !otherKind(k) && tokens[k].raw !== tokens[k].word;
    k++;
  }
  // A singular one is an object too before how long ("cache content for a day").
  const howLong = k > at && !otherKind(k - 1) && lengthOfTime(tokens, k);
  if (!(plainHead || howLong) || !PREPOSITION.has(tokens[k]?.word ?? '')) return undefined;
  return objectEnd(c, k + 1, otherKind);
}

/**
 * The end of the noun phrase starting at `at`: determiners, numbers, adjectives and nouns, values a
 * setting took among them, up to another kind's word (which is read on its own).
 */
function objectEnd(c: ClauseState, at: number, otherKind: (k: number) => boolean): number {
  const pos = posAt(c);
  const inPhrase = (t: Token) => OBJECT.has(t.word) || ARTICLE.test(t.raw) || NOUN_LIKE.has(pos(t)) || pos(t) === 'NUM';
  let k = at;
  while (k < c.tokens.length && !otherKind(k) && inPhrase(c.tokens[k]) && !PREPOSITION.has(c.tokens[k].word)) k++;
  return k;
}

/** Whether "for" and a length of time start at `at` ("for a day", "for 4 days"). */
function lengthOfTime(tokens: Token[], at: number): boolean {
  return (
    tokens[at]?.word === 'for' && HOW_MANY.test(tokens[at + 1]?.raw ?? '') && TIME_UNIT.test(tokens[at + 2]?.raw ?? '')
  );
}

/** The part of speech the request's parse gives the token (by its place in the text). */
function posAt(c: ClauseState): (t: Token) => string {
  const reading = c.parse();
  return (t) => reading.tokens.find((r) => r.start <= t.start && r.end >= t.end)?.pos ?? 'X';
}
