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
  // The tagger splits a hyphenated word at its hyphens ("rsv-prod-weu", "pd-balanced", a GUID) and
  // reads the pieces as words of their own, so one such word breaks the phrase it stands in. Read
  // whole, as one value-like token, it stays where it stands: "pd-balanced disks" is disks, and
  // "vault rsv-prod-weu with geo-redundant storage" a vault with its storage.
  const compounds: TypedValue[] = [...masked.matchAll(HYPHENATED)].map((h) => ({
    type: 'name',
    start: h.index,
    end: h.index + h[0].length,
    text: text.slice(h.index, h.index + h[0].length),
  }));
  for (const v of compounds) masked = masked.slice(0, v.start) + maskOf(v.type, v.end - v.start) + masked.slice(v.end);
  const tokens: ReadToken[] = tag(masked).map((t) => {
    const value = [...values, ...compounds].find((v) => t.start >= v.start && t.end <= v.end);
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

// Letters and digits joined by hyphens, outside values (which are masked before).
const HYPHENATED = /(?<![\w./:-])[a-z0-9]+(?:-[a-z0-9]+)+(?![\w/:-])/gi;

/** What the tagger reads in place of a value of `length` characters: a name as a name, else a number. */
const maskOf = (type: TypedValue['type'], length: number): string =>
  type === 'name' ? 'X'.padEnd(length, 'x') : '7'.padEnd(length, '0');
