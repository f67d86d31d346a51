/**
 * The yes/no properties of one thing of a phrase when the phrase holds bracket groups: a bracket says
 * properties of the thing written right before it ("an s3 bucket (encrypted, versioned) and an SQS
 * queue (FIFO)": the bucket is encrypted, the queue FIFO), the words outside brackets say them of
 * every thing of the phrase, but words written right before another thing's word ("in private
 * subnets", "an internet-facing load balancer"), and a thing's own words, describe that thing only.
 */
import { emptyAttrs, type Flag } from '../../model/types';
import { readAttributes, statesAFlag } from '../attributes';
import { bracketsOf } from '../brackets';
import { type Match } from '../match';
import { type ClauseState, type RequestState } from './state';

export function flagsOfThing(req: RequestState, c: ClauseState, m: Match): Set<Flag> {
  const from = c.clause.start;
  const to = from + c.raw.length;
  const inPhrase = bracketsOf(req.text).filter(([a, b]) => a >= from && b <= to);
  const others = othersModifiers(c, m);
  if (!inPhrase.length && !others.length) return new Set(c.attrs.flags);
  let outside = req.lower.slice(from, to);
  for (const [a, b] of [...inPhrase, ...others])
    outside = outside.slice(0, a - from) + ' '.repeat(b - a) + outside.slice(b - from);
  const attrs = emptyAttrs();
  readAttributes(outside, attrs);
  // Its own bracket: the first after it that no other thing of the phrase is written before.
  const end = c.tokens[m.end - 1].end;
  const nextThing = Math.min(
    ...c.matches.filter((x) => x !== m && c.tokens[x.start].start >= end).map((x) => c.tokens[x.start].start),
    Infinity,
  );
  const own = inPhrase.find(([a]) => a >= end && a < nextThing);
  if (own) readAttributes(req.lower.slice(own[0], own[1]), attrs);
  // A property the phrase turned off is off for every thing of it (clause-parts.ts takes it away).
  return attrs.flags;
}

// Words that end the run of modifiers before a thing's word.
const NOT_A_MODIFIER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'in',
  'on',
  'with',
  'for',
  'to',
  'behind',
  'from',
  'into',
]);

/**
 * Text spans [start, end) of single words stating a property in themselves that describe another
 * thing of the phrase: written right before it (at most 3 words) or inside its own words before its
 * head ("private" of "private subnets"). Words that are the other thing ("dead letter queue" of a
 * queue) stay the phrase's: such a thing may be a part of this one.
 */
function othersModifiers(c: ClauseState, m: Match): [number, number][] {
  const inAMatch = (k: number) => c.matches.some((x) => k >= x.start && k < x.end);
  const spans: [number, number][] = [];
  const add = (k: number) => {
    const t = c.tokens[k];
    if (statesAFlag(t.raw)) spans.push([t.start, t.end]);
  };
  for (const x of c.matches) {
    if (x === m || (x.start < m.end && x.end > m.start)) continue;
    for (let k = x.start; k < x.end - 1; k++) add(k);
    for (let k = x.start - 1; k >= 0 && k >= x.start - 3; k--) {
      if (inAMatch(k) || NOT_A_MODIFIER.has(c.tokens[k].word)) break;
      add(k);
    }
  }
  return spans;
}
