/**
 * Plurals of the short names of kinds: "VMs", "DBs", "PVs". The general fold (text.ts `stem`) leaves
 * three-letter words alone, since most are names of their own ending in s ("DNS", "SQS", "KMS",
 * "AWS"); a three-letter word is a plural only when, without its s, it is a whole name of a kind
 * in the vocabulary (a two-letter phrase), and never when the vocabulary knows the word itself.
 */
import { CONCEPTS } from './vocabulary';

const phrases = CONCEPTS.flatMap((c) => c.phrases.map((p) => p.toLowerCase()));
/** The kinds' two-letter names ("vm", "db", "pv"). */
const SHORT_NAMES = new Set(phrases.filter((p) => /^[a-z0-9]{2}$/.test(p)));
/** Every word of the vocabulary's phrases, which are read as written ("ips" of "allowed ips"). */
const KNOWN = new Set(phrases.flatMap((p) => p.split(/[^a-z0-9]+/)));

/** The singular of a short plural ("vms" -> "vm"), or undefined when the word is none. */
export function shortPluralSingular(token: string): string | undefined {
  if (token.length !== 3 || !token.endsWith('s') || KNOWN.has(token)) return undefined;
  const singular = token.slice(0, 2);
  return SHORT_NAMES.has(singular) ? singular : undefined;
}
