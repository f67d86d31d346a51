/**
 * Noun phrases of tagged tokens, as decision 042 measured them: a run of determiners, adjectives,
 * numbers and nouns that ends in a noun; its head is the last noun ("our own KMS key" is about a
 * key). What follows a phrase up to the next phrase, when it is prepositions, verbs, adverbs and
 * relative words only ("encrypted with", "that grows automatically"), hangs on it, and so does the
 * phrase it leads to: "a bucket encrypted with our own KMS key" is one bucket with a key of its own.
 */
import { type Tagged } from './tagger';
import { type TypedValue } from './typed-values';

export interface NounPhrase {
  /** Token indexes [from, to) of the phrase, and of its head. */
  from: number;
  to: number;
  head: number;
  /** Character offsets of the phrase and of its head. */
  start: number;
  end: number;
  /** The phrase this one hangs on, and the words between ("with", "encrypted with", "that has"). */
  on?: number;
  via?: string;
  /** Words hanging on the phrase that lead to no phrase of their own ("that grows automatically"). */
  trailing?: { start: number; end: number };
}

const INSIDE = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN', 'X', 'SYM']);
const NOUNS = new Set(['NOUN', 'PROPN', 'X']);
// Words that join a phrase to the one before it without starting a new part of the request.
const JOINING = new Set(['ADP', 'ADV', 'PART', 'VERB', 'AUX', 'PRON', 'SCONJ']);
const LOOSE = new Set(['DET', 'ADJ', 'NUM']);
// A joining run must hold one of these to make what follows depend on the phrase before it:
// "a VPC, create a bucket" is two asks, "a VPC with a bucket" one thing and what it has.
const DEPENDS =
  /^(?:with|without|of|using|uses|running|runs|having|has|have|that|which|whose|where|at|up|to|by|via|per)$/i;

/** The noun phrases of `tokens`, in order, with what hangs on each. */
export function nounPhrases(tokens: (Tagged & { value?: TypedValue })[]): NounPhrase[] {
  const pos = tokens.map((t, i) => {
    // The model reads a noun right after another as an adjective at the end of a phrase ("KMS key"):
    // nothing in a request ends a noun phrase with an adjective after its noun.
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    const afterNoun = prev && NOUNS.has(prev.pos) && prev.sentence === t.sentence;
    const ends = !next || next.sentence !== t.sentence || !INSIDE.has(next.pos);
    return t.pos === 'ADJ' && afterNoun && ends ? 'NOUN' : t.pos;
  });
  const phrases: NounPhrase[] = [];
  let from = -1;
  let head = -1;
  const close = (to: number) => {
    if (from >= 0 && head >= 0) {
      phrases.push({ from, to, head, start: tokens[from].start, end: tokens[head].end });
    }
    from = -1;
    head = -1;
  };
  tokens.forEach((t, i) => {
    if (i > 0 && tokens[i - 1].sentence !== t.sentence) close(i);
    if (!INSIDE.has(pos[i])) return close(i);
    // An adjective or number after the head starts the next phrase ("a bucket private" is rare;
    // "two subnets 10.0.1.0/24" is a range named after them, not part of them).
    if (head >= 0 && !NOUNS.has(pos[i])) close(i);
    if (from < 0) from = i;
    if (NOUNS.has(pos[i])) head = i;
  });
  close(tokens.length);
  // A phrase ends at its head: what stood after it in the run was closed into the next phrase.
  for (const p of phrases) p.to = p.head + 1;
  phrases.forEach((p, k) => {
    const prev = phrases[k - 1];
    if (!prev || tokens[prev.head].sentence !== tokens[p.from].sentence) return;
    const between = tokens.slice(prev.to, p.from);
    // A value between them is the first one's ("running nginx:1.25 with at most 30 pods"), and so
    // are determiners and adjectives that made no phrase ("with a minimum of 1 instance").
    if (!between.length || !between.every((t) => JOINING.has(t.pos) || LOOSE.has(t.pos) || t.value)) return;
    if (!between.some((t) => DEPENDS.test(t.text))) return;
    p.on = k - 1;
    p.via = between.map((t) => t.text).join(' ');
  });
  // "node pool general: e2-standard-8, 100 GB disks": what a colon lists after a phrase is said of
  // that phrase, item by item, up to the end of its sentence.
  let listed: number | undefined;
  phrases.forEach((p, k) => {
    const prev = phrases[k - 1];
    if (prev && tokens[prev.head].sentence !== tokens[p.from].sentence) listed = undefined;
    if (p.on === undefined && listed !== undefined && listed !== k) {
      p.on = listed;
      p.via = ':';
    }
    // A name or value may stand between the phrase and its colon ("node pool 'general':").
    let at = p.to;
    while (tokens[at]?.value) at++;
    if (tokens[at]?.text === ':') listed = k;
  });
  // Joining words after a phrase that lead to no phrase ("storage that grows automatically").
  phrases.forEach((p, k) => {
    const next = phrases[k + 1];
    let i = p.to;
    while (
      i < tokens.length &&
      tokens[i].sentence === tokens[p.head].sentence &&
      (JOINING.has(tokens[i].pos) || tokens[i].value)
    )
      i++;
    if (i > p.to && (!next || next.from !== i || next.on !== k))
      p.trailing = { start: tokens[p.to].start, end: tokens[i - 1].end };
  });
  return phrases;
}
