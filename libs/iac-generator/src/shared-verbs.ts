/**
 * Words one clause says of the things of several clouds, which the split by cloud would give to
 * one of them only:
 * - a verb said once before a list of each cloud's thing ("rename the s3 one to a and the gcs one
 *   to b", "scale the EKS nodes to 5 and the GKE ones to 4"): each later item is read with it;
 * - a later turn's clause that names no cloud but speaks of every thing ("make both 200 GB", "turn
 *   on encryption for all of them"): every cloud's part reads it.
 */
import { cloudsNamed } from './targets/cloud';
import { type CloudPart } from './targets/split-clouds';

type Span = { start: number; end: number };

// Verbs a clause may start with that act on every item of the list after them.
const VERB =
  /^\s*(?:(?:ok(?:ay)?|now|please|also|and|then|actually|so|but)\W+)*((?:rename|make|change|set|scale|resize|switch|bump|upgrade|downgrade|move|increase|decrease|raise|lower|give|turn (?:on|off)|enable|disable|expire)\b)/i;
// Where a clause starts: after a sentence end, a semicolon or a line break.
const CLAUSE_START = /[.!?;\n]/g;
// Words that say the clause is about every thing said before ("both", "all of them", "each").
const EVERY = /\b(?:both|all|each|every|either)\b/i;
// A span that starts with a verb of its own says its own operation.
const OWN_VERB =
  /^\s*(?:rename|make|change|set|scale|resize|switch|bump|upgrade|downgrade|move|increase|decrease|raise|lower|give|turn|enable|disable|add|remove|drop|delete|keep|use|put|expire|create)\b/i;

/** Where the clause holding `at` starts in `text`. */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_START)) start = m.index + m[0].length;
  return start;
}

// The object of a verb, up to the word its new value follows ("the EKS nodes" of "scale the EKS nodes to 5").
const OBJECT = /^\s*(.*?)\s+(?:to|at|as|into)\s/i;

/**
 * What each span of `parts` inherits from the first item of its clause, by the span's start: the
 * verb, and the head noun its "one"/"ones" stands for ("the GKE ones" of "the EKS nodes"). Only for a
 * span after another cloud's span in the same clause, with no verb of its own.
 */
export function sharedVerbs(text: string, parts: CloudPart[]): Map<number, { verb: string; head?: string }> {
  const out = new Map<number, { verb: string; head?: string }>();
  const spans = parts.flatMap((p) => p.spans.map((s) => ({ ...s, cloud: p.cloud }))).sort((a, b) => a.start - b.start);
  for (const s of spans) {
    if (OWN_VERB.test(text.slice(s.start, s.end))) continue;
    const from = clauseStart(text, s.start);
    const first = spans.find((x) => x.start >= from && x.start < s.start && x.cloud !== s.cloud);
    const said = first ? text.slice(first.start, first.end) : '';
    const verb = VERB.exec(said);
    if (!verb) continue;
    const head = OBJECT.exec(said.slice(verb.index + verb[0].length))?.[1]
      .split(/\s+/)
      .at(-1);
    out.set(s.start, { verb: verb[1], head: head && !/^ones?$/i.test(head) ? head : undefined });
  }
  return out;
}

/**
 * Clauses of the turns after the first (from `firstTurnEnd` in `text`) that name no cloud and speak
 * of every thing: each part with a thing before them reads them.
 */
export function everyCloudClauses(
  text: string,
  firstTurnEnd: number,
  parts: CloudPart[],
): { span: Span; clouds: CloudPart[] }[] {
  const out: { span: Span; clouds: CloudPart[] }[] = [];
  for (const m of text.slice(firstTurnEnd).matchAll(/[^.!?;,\n]+/g)) {
    const start = firstTurnEnd + m.index + (m[0].length - m[0].trimStart().length);
    const span = { start, end: firstTurnEnd + m.index + m[0].trimEnd().length };
    if (span.end <= span.start || !EVERY.test(m[0]) || cloudsNamed(m[0]).length) continue;
    const clouds = parts.filter((p) => p.spans.some((s) => s.start < start));
    if (clouds.length > 1) out.push({ span, clouds });
  }
  return out;
}
