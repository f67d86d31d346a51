/**
 * Whose words a vocabulary match is. A match names a thing of its own only when its words are the
 * head of a noun phrase (or the nouns that end in it: "KMS key", "blob container"). Words before a
 * head ("storage" of "storage class") describe that head; a phrase hanging on another one ("with
 * our own KMS key" on a bucket) is something of the phrase it hangs on.
 */
import { type NounPhrase } from './phrases';
import { type Reading } from './read';

export type Role =
  /** The match ends at the head of its phrase. */
  | { role: 'head'; phrase: NounPhrase; on?: NounPhrase }
  /** The match is before the head of its phrase, which is another word. */
  | { role: 'modifier'; phrase: NounPhrase }
  /** The match is in words hanging on a phrase that lead to no phrase ("that grows automatically"). */
  | { role: 'trailing'; on: NounPhrase }
  /** The match is in no noun phrase (a verb, an adverb: "scale automatically"). */
  | { role: 'none' };

/** The role of the characters [start, end) of the reading's text. */
export function roleOf(reading: Reading, start: number, end: number): Role {
  const { tokens, phrases } = reading;
  const phrase = phrases.find((p) => start < p.end && end > p.start);
  if (phrase) {
    const head = tokens[phrase.head];
    if (end >= head.end && start <= head.start)
      return { role: 'head', phrase, on: phrase.on === undefined ? undefined : phrases[phrase.on] };
    if (end <= head.start) return { role: 'modifier', phrase };
  }
  const on = phrases.find((p) => p.trailing && start >= p.trailing.start && end <= p.trailing.end);
  return on ? { role: 'trailing', on } : { role: 'none' };
}
