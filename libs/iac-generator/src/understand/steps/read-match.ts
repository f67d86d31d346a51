/**
 * One match of a clause, read in order: what makes it no resource at all, what makes it say
 * something of another thing or stand as a value of another thing (value-words.ts), its names,
 * what makes it part of a thing read before, a word this cloud has no kind for, and else a resource
 * of its own. The first step that takes it ends it.
 */
import { dropGenericHeads, type Match } from '../match';
import { bracketsOf } from '../brackets';
import { nameBeforeHead, namesAfter, namesBefore } from '../names';
import { attributeNamed } from './attribute-named';
import { describesAnother } from './describes-another';
import { matchWords } from './match-words';
import { aspectOfAnother, memberByRole } from './aspect-of-another';
import { insideAName } from './inside-a-name';
import { modifierOfPlainHead } from './modifier-of-plain-head';
import { addMention } from './new-mention';
import { notAResource } from './not-a-resource';
import { notAskedFor } from './not-asked';
import { partOfAbsent } from './part-of-absent';
import { partOfAnother } from './part-of-another';
import { purposeSubject, servedUsers } from './purpose-subject';
import { settingPathWords } from './setting-path-words';
import { type ClauseState, type RequestState } from './state';
import { unwrittenKind } from './unwritten-kind';
import { usedBy } from './used-by';
import { valueOfAnother } from './value-words';
import { verbUse } from './verb-use';
import { KIND_TITLES } from '../../vocabulary/constraints.generated';

/** Reads every match of the clause, but those of another provider's parts and generic heads dropped. */
export function readMatches(req: RequestState, c: ClauseState): void {
  const kept = c.matches.filter((m) => !c.foreign.taken.has(m));
  for (const m of dropGenericHeads(kept, c.tokens, req.cloud, req.isConsumed)) readMatch(req, c, m);
}

// Per clause, where a word describing a thing between its product's name and its head starts.
const DESCRIBING_WORDS = new WeakMap<ClauseState, Set<number>>();
const describingWords = (c: ClauseState) => DESCRIBING_WORDS.get(c) ?? DESCRIBING_WORDS.set(c, new Set()).get(c)!;

function readMatch(req: RequestState, c: ClauseState, m: Match): void {
  const { tokens, matches } = c;
  if (m.end - m.start === 1 && describingWords(c).has(m.start)) return;
  for (let k = m.start; k < m.end; k++) c.used.add(k);
  const w = matchWords(req, c, m);
  if (
    insideAName(c, w, req.text) ||
    notAResource(req, c, w) ||
    purposeSubject(req, c, w) ||
    servedUsers(req, c, w) ||
    usedBy(req, c, w) ||
    describesAnother(req, c, w) ||
    attributeNamed(req, c, w) ||
    aspectOfAnother(req, c, w) ||
    memberByRole(req, c, w) ||
    valueOfAnother(req, c, w) ||
    notAskedFor(req, c, w)
  )
    return;
  const spans = { starts: new Set(matches.map((x) => x.start)), ends: new Set(matches.map((x) => x.end)) };
  // "Event Bridge rule 'x'", "GKE standard cluster 'x'": a word the concept's own phrases end with
  // ("eventbridge rule", "gke cluster") is its head, not a gap, also after a word that describes it.
  const head = headAfter(c, m, w.concept.phrases, spans.starts, titleOf(w.kind));
  if (head) c.used.add(m.end + head - 1);
  // "Artifact Registry docker repo": the kind's word between the product and its head describes it.
  if (head === 2 && spans.starts.has(m.end)) describingWords(c).add(m.end);
  const names = [
    ...namesBefore(tokens, m.start, req.quoteText, spans),
    ...namesAfter(tokens, m.end + head, req.quoteText, spans, req.isConsumed, bracketsOf(req.text)),
  ];
  // "the 'billing-api' service to run there on Fargate": the name before the kind's own head noun.
  const title = typeof w.kind === 'string' ? KIND_TITLES[w.kind]?.toLowerCase() : undefined;
  const apart =
    names.length || !title
      ? undefined
      : nameBeforeHead(tokens, m.start, req.quoteText, spans, (word) => title.split(/\W+/).includes(word));
  if (apart) names.push(apart);
  if (!names.length && (modifierOfPlainHead(req, c, w) || verbUse(req, c, w))) return;
  if (partOfAbsent(req, c, w) || partOfAnother(req, c, w, names) || unwrittenKind(req, c, w, names)) return;
  // Unnamed, and no part of anything: the words may spell a setting of a thing read before ("API endpoint private").
  if (!names.length && settingPathWords(req, c, w)) return;
  const { kind } = w;
  if (typeof kind === 'string') addMention(req, c, { ...w, kind }, names, spans);
}

/**
 * The kind's title as a phrase its head may be read by: "Artifact Registry repository" after the
 * product's name ("Artifact Registry repository containers"), "Cloud Armor policy" ("Cloud Armor
 * security policy edge-policy"), so the name after the head is the thing's.
 */
function titleOf(kind: string | null | undefined): string | undefined {
  const title = kind ? KIND_TITLES[kind]?.replace(/\s*\(.*$/, '').toLowerCase() : undefined;
  return title?.includes(' ') ? title : undefined;
}

/**
 * How many tokens after the match reach its head: the next word when the concept's phrases end
 * with it, or the one after a single describing word ("standard" of "GKE standard cluster") that no
 * match or name took; 0 when there is none.
 */
function headAfter(c: ClauseState, m: Match, said: string[], starts: Set<number>, title?: string): number {
  const phrases = title ? [...said, title] : said;
  // The head word itself, or its clipped form ("repo" of "ecr repository").
  const heads = (p: string, word: string) => {
    const last = p.slice(p.lastIndexOf(' ') + 1);
    return (
      p.includes(' ') && (last === word || (word.length >= 4 && last.length > word.length + 2 && last.startsWith(word)))
    );
  };
  const endsWith = (k: number) => {
    const t = c.tokens[k];
    return !!t && !starts.has(k) && phrases.some((p) => heads(p, t.word));
  };
  // Two of its phrases' last words in a row are one head ("autopilot cluster" of "GKE autopilot cluster 'apps'").
  if (endsWith(m.end)) return endsWith(m.end + 1) ? 2 : 1;
  const between = c.tokens[m.end];
  // A setting's word may describe it too ("autopilot" of "GKE autopilot cluster 'apps'"): the head is
  // still the concept's own word, and the name after it is the thing's.
  // After a product's name of several words, only a word its title ends with is such a head ("Cloud Armor
  // security policy"); there the word between may be another kind's word ("Artifact Registry docker repo"),
  // which describes the thing (readMatch leaves it).
  const titleHead = !!title && !!c.tokens[m.end + 1] && heads(title, c.tokens[m.end + 1].word);
  // A kind's word of its own between them is one word ("docker"), never the start of a longer thing ("MySQL instance").
  const oneWord = !c.matches.some((x) => x.start === m.end && x.end > m.end + 1);
  const describing = between && (!starts.has(m.end) || (titleHead && oneWord)) && /^[a-z]+$/.test(between.raw);
  return describing && (m.end - m.start === 1 || titleHead) && endsWith(m.end + 1) ? 2 : 0;
}
