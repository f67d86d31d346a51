/**
 * One match of a clause, read in order: what makes it no resource at all, what makes it say
 * something of another thing, its names, what makes it part of a thing read before, a word this
 * cloud has no kind for, and else a resource of its own. The first step that takes it ends it.
 */
import { dropGenericHeads, type Match } from '../match';
import { namesAfter, namesBefore } from '../names';
import { describesAnother } from './describes-another';
import { matchWords } from './match-words';
import { addMention } from './new-mention';
import { notAResource } from './not-a-resource';
import { partOfAnother } from './part-of-another';
import { type ClauseState, type RequestState } from './state';
import { unwrittenKind } from './unwritten-kind';

/** Reads every match of the clause, but those of another provider's parts and generic heads dropped. */
export function readMatches(req: RequestState, c: ClauseState): void {
  const kept = c.matches.filter((m) => !c.foreign.taken.has(m));
  for (const m of dropGenericHeads(kept, c.tokens, req.cloud, req.isConsumed)) readMatch(req, c, m);
}

function readMatch(req: RequestState, c: ClauseState, m: Match): void {
  const { tokens, matches } = c;
  for (let k = m.start; k < m.end; k++) c.used.add(k);
  const w = matchWords(req, c, m);
  if (notAResource(req, c, w) || describesAnother(req, c, w)) return;
  const spans = { starts: new Set(matches.map((x) => x.start)), ends: new Set(matches.map((x) => x.end)) };
  // "Event Bridge rule 'x'": a word the concept's own phrases end with ("eventbridge rule") is its head, not a gap.
  const next = tokens[m.end];
  const head = next && !spans.starts.has(m.end) && w.concept.phrases.some((p) => p.endsWith(` ${next.word}`)) ? 1 : 0;
  if (head) c.used.add(m.end);
  const names = [
    ...namesBefore(tokens, m.start, req.quoteText, spans),
    ...namesAfter(tokens, m.end + head, req.quoteText, spans, req.isConsumed),
  ];
  if (partOfAnother(req, c, w, names) || unwrittenKind(req, c, w, names)) return;
  const { kind } = w;
  if (typeof kind === 'string') addMention(req, c, { ...w, kind }, names, spans);
}
