/**
 * "two buckets, one for logs and one for backups", "a queue for orders, and one for refunds too":
 * "one for X" is one more of the thing just named, and X says what it is for (its name), never a
 * component of its own ("logs" is no log group here).
 */
import { type Mention } from './intent';
import { type Token } from './text';
import { FILLER } from './words';
import { NOT_A_PLAIN_WORD, STATE_WORD } from './not-name-words';
import { statesAFlag } from './attributes';

// Words that end what a "one for ..." is for: the next part of the phrase begins.
const ENDS = new Set(['and', 'or', 'one', 'another', 'with', 'plus', 'too', 'also', 'then', 'but', 'in', 'on', 'that']);
// Purposes that are not names: "one for each environment", "one for all of them".
const NOT_A_PURPOSE = new Set(['each', 'every', 'all', 'both', 'per', 'it', 'them', 'this', 'that', 'same']);

/** A "one for X" of a phrase: the token of "one", and the tokens [from, to) of what it is for. */
export interface OneFor {
  one: number;
  from: number;
  to: number;
  name: string;
}

/** What the words from `from` say a thing is for, as a name ("logs", "image-uploads"), and where they end. */
export function purposeAt(tokens: Token[], from: number): { to: number; name: string } | undefined {
  let k = from;
  while (['the', 'a', 'an', 'our', 'my', 'its'].includes(tokens[k]?.word ?? '')) k += 1;
  const start = k;
  while (k < tokens.length && k < start + 3 && !ENDS.has(tokens[k].word)) k += 1;
  const words = tokens.slice(start, k).filter((t) => !FILLER.test(t.word));
  if (!words.length || NOT_A_PURPOSE.has(tokens[start].word) || !/^[a-z]/.test(words[0].raw)) return undefined;
  return { to: k, name: words.map((t) => t.raw).join('-') };
}

// Words before "one" that say which or what kind, never a name: "a second one", "a bigger one", "a new one".
const WHICH_ONE =
  /^(?:second|third|fourth|other|another|new|same|different|separate|extra|additional|similar|identical|matching|existing|single|small|big|large|huge|tiny|cheap|fast|slow|old|empty|dedicated|shared|default|spare|backup|test|dev|prod|staging|\w+er|biggest|smallest|largest|cheapest|fastest)$/;

/**
 * "an ingest one and a billing one": the word between "a"/"an" and "one" names one more of the thing
 * read before it, as "one for ingest" would; a word saying which or of what kind ("a second one",
 * "a private one", "a FIFO one") names nothing.
 */
function namedOnes(tokens: Token[]): OneFor[] {
  const out: OneFor[] = [];
  tokens.forEach((t, i) => {
    const word = tokens[i - 1];
    if (t.word !== 'one' || !['a', 'an'].includes(tokens[i - 2]?.word ?? '') || !word) return;
    if (['for', 'of', 'that', 'which'].includes(tokens[i + 1]?.word ?? '')) return;
    const lower = word.word;
    if (!/^[a-z][a-z0-9-]{2,}$/.test(word.raw) || WHICH_ONE.test(lower) || NOT_A_PLAIN_WORD.test(lower)) return;
    if (STATE_WORD.test(lower) || statesAFlag(lower) || FILLER.test(lower)) return;
    out.push({ one: i - 2, from: i - 1, to: i + 1, name: word.raw });
  });
  return out;
}

/** Every "one for X" (or "another for X") in a phrase's tokens. */
export function onesFor(tokens: Token[]): OneFor[] {
  const out: OneFor[] = [];
  tokens.forEach((t, i) => {
    if (!['one', 'another'].includes(t.word) || tokens[i + 1]?.word !== 'for') return;
    const purpose = purposeAt(tokens, i + 2);
    if (purpose) out.push({ one: i, from: i + 2, to: purpose.to, name: purpose.name });
  });
  return [...out, ...namedOnes(tokens)].sort((a, b) => a.one - b.one);
}

/**
 * Gives `referent` the things "one for X" asked for: with a count already stated ("two buckets, one
 * for logs and one for backups") they name its instances; otherwise each is one more, named when
 * every instance can be (`own` is what the first one was said to be for).
 */
export function addOnes(referent: Mention, names: string[], own: string | undefined): void {
  if (referent.count > 1 && names.length <= referent.count) {
    if (!referent.names.length && names.length === referent.count) referent.names.push(...names);
    return;
  }
  const first = referent.names.length ? referent.names : own ? [own] : [];
  const count = Math.max(referent.count, first.length, 1) + names.length;
  if (first.length === count - names.length) referent.names.splice(0, referent.names.length, ...first, ...names);
  referent.count = count;
}
