/**
 * "keep the topic itself", "leave the bucket alone", "the queue stays": a follow-up that says a thing
 * stays never removes it, even where another of its phrases puts something in its place ("point the
 * rule at a new queue instead of the topic"): what is replaced there is the wiring, not the thing.
 */
import { namedIn } from './replacements';

// A thing named after a verb of keeping, up to what closes it ("itself", "as is", a comma, "but").
const KEEP_BEFORE =
  /\b(?:keep|keeping|leave|leaving|retain|retaining|preserve|preserving)\s+((?:the|that|this|our|its|my|your)\s+[\w\s-]{1,40}?)(?=\s*(?:\bitself\b|\bthemselves\b|\bas[- ]is\b|\bas it is\b|\bin place\b|\balone\b|\baround\b|\bintact\b|\bthough\b|[,;.:!)]|$|\band\b|\bbut\b|\bjust\b))/gi;
// A thing said to stay, before the verb: "the topic stays", "that bucket remains", "the queue is kept".
const STAYS_AFTER =
  /\b((?:the|that|this|our|its|my|your)\s+[\w\s-]{1,40}?)\s+(?:stays|remains|can stay|should stay|must stay|is kept|stays put|is staying)\b/gi;

/** The words of each thing the phrases say stays. */
function keptWords(phrases: string[]): string[] {
  return phrases.flatMap((p) => [...p.matchAll(KEEP_BEFORE), ...p.matchAll(STAYS_AFTER)].map((m) => m[1]));
}

/**
 * Whether the phrases of a turn (`phrases`, those of the turn only) say the thing `m` read before
 * stays: by a name it was given, or by its kind's word.
 */
export function saidKept(phrases: string[], m: { names: string[]; text?: string }): boolean {
  return keptWords(phrases).some((words) => namedIn(words, m));
}
