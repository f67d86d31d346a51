/**
 * A reading of the request that can be audited: its sentences, its tokens with parts of speech,
 * the typed values in it (each one token) and its noun phrases with their heads and what hangs on
 * them. The understanding asks it whose words a vocabulary match is (roles.ts).
 *
 * @example
 *   readRequest('an S3 bucket encrypted with our own KMS key').phrases.map((p) => p.head)
 *   // the token indexes of "bucket" and "key"; "key" hangs on "bucket" via "encrypted with"
 */
import { nounPhrases, type NounPhrase } from './phrases';
import { tag, type Tagged } from './tagger';
import { typedValues, type TypedValue } from './typed-values';

interface ReadToken extends Tagged {
  /** The typed value this token stands for. */
  value?: TypedValue;
}

export interface Reading {
  text: string;
  sentences: { start: number; end: number }[];
  tokens: ReadToken[];
  values: TypedValue[];
  phrases: NounPhrase[];
}

/** Reads `text`: values first, then parts of speech with each value as one number-like token. */
export function readRequest(text: string): Reading {
  const values = typedValues(text);
  // A value becomes digits of its own length, which the tagger reads as one number: offsets stay
  // those of the text, and "a 200 GB volume" is a volume of some size, never a "GB". A name becomes
  // a capitalised word, so the words around it are tagged as around a name ("a Deployment api
  // running nginx": "running" is a verb, never a noun counted by a number).
  let masked = text;
  for (const v of values) masked = masked.slice(0, v.start) + maskOf(v.type, v.end - v.start) + masked.slice(v.end);
  const tokens: ReadToken[] = tag(masked).map((t) => {
    const value = values.find((v) => t.start >= v.start && t.end <= v.end);
    return value
      ? { ...t, text: text.slice(t.start, t.end), pos: 'NUM', value }
      : { ...t, text: text.slice(t.start, t.end) };
  });
  const sentences: Reading['sentences'] = [];
  for (const t of tokens) {
    const s = (sentences[t.sentence] ??= { start: t.start, end: t.end });
    s.end = t.end;
  }
  return { text, sentences: sentences.filter(Boolean), tokens, values, phrases: nounPhrases(tokens) };
}

/** What the tagger reads in place of a value of `length` characters: a name as a name, else a number. */
const maskOf = (type: TypedValue['type'], length: number): string =>
  type === 'name' ? 'X'.padEnd(length, 'x') : '7'.padEnd(length, '0');
