/**
 * Splits a request that names several clouds into each cloud's part, for the multi-cloud
 * `terraform` format: the request is cut into phrases (sentences, clauses, items joined by "and" or
 * "plus"); a phrase that names a cloud (by its vendor words, services or resource types) belongs to
 * that cloud, and a phrase that names none belongs with the phrase before it, so "an Azure storage
 * account with a container for output" stays one part and "..., versioned" stays with its bucket.
 */
import { type Cloud } from '../model/types';
import { cloudsNamed } from './cloud';

/** One cloud's part: the spans of the text that belong to it, in order. */
export interface CloudPart {
  cloud: Cloud;
  spans: { start: number; end: number }[];
}

// Where a phrase may end: sentence ends, semicolons, line breaks, commas, and "and"/"plus" between items.
const BOUNDARY = /[.!?;]+(?=\s|$)|\n+|,\s*(?:(?:and|plus|also|then)\s+)*|\s+(?:and|plus)\s+(?:also\s+)?/gi;
// Names and descriptions in quotes are not the request's words; a resource type in quotes is.
const QUOTED = /"([^"\n]*)"|\u201c([^\u201d\n]*)\u201d/g;
const QUOTED_TYPE = /^(?:(?:aws|azurerm|google|kubernetes)_[a-z0-9_]+|AWS::|Microsoft\.)/;

// A vendor named as a company ("Google's DNS servers", "Amazon's certificate authority") is not its cloud.
const POSSESSIVE_VENDOR = /\b(?:google|amazon|aws|azure|microsoft)['\u2019]s?(?![a-z])/gi;

/** The words that may name a cloud, at their positions: quoted names and a vendor named as a company blanked. */
function cloudWords(text: string): string {
  return text
    .replace(QUOTED, (q, a?: string, b?: string) => (QUOTED_TYPE.test(a ?? b ?? '') ? q : ' '.repeat(q.length)))
    .replace(POSSESSIVE_VENDOR, (v) => ' '.repeat(v.length));
}

/** The phrases of `text` as spans, never cut inside a quoted name. */
function phrases(text: string): { start: number; end: number }[] {
  const quotes = [...text.matchAll(QUOTED)].map((m) => [m.index, m.index + m[0].length]);
  const inQuote = (at: number) => quotes.some(([s, e]) => at > s && at < e);
  const out: { start: number; end: number }[] = [];
  let from = 0;
  const push = (end: number) => {
    const piece = text.slice(from, end);
    if (/[a-z]/i.test(piece)) out.push({ start: from + (piece.length - piece.trimStart().length), end });
  };
  for (const m of text.matchAll(BOUNDARY)) {
    if (inQuote(m.index)) continue;
    push(m.index);
    from = m.index + m[0].length;
  }
  push(text.length);
  return out;
}

// A word that links one cloud's thing to another's inside one phrase ("our Azure vnet to the AWS VPC").
const LINKING = /\s+(?:to|from|with|into)\s+/gi;

/**
 * A phrase naming two clouds' things linked by a preposition ("connect our Azure vnet to the AWS
 * VPC") cut where the second cloud's words begin, so each cloud reads its own thing; a phrase that
 * cannot be cut so stays whole (with the first cloud it names).
 */
function byLinks(blanked: string, p: { start: number; end: number }): { start: number; end: number }[] {
  const piece = blanked.slice(p.start, p.end);
  if (cloudsNamed(piece).length < 2) return [p];
  for (const m of piece.matchAll(LINKING)) {
    const left = cloudsNamed(piece.slice(0, m.index));
    const right = cloudsNamed(piece.slice(m.index));
    if (left.length === 1 && right.length && right[0] !== left[0])
      return [
        { start: p.start, end: p.start + m.index },
        ...byLinks(blanked, { start: p.start + m.index + m[0].length, end: p.end }),
      ];
  }
  return [p];
}

// Words too general to say which cloud's thing a phrase speaks of again.
const GENERAL = new Set(['the', 'that', 'this', 'with', 'from', 'into', 'make', 'change', 'swap', 'switch', 'replace']);
// A phrase's words up to the first that says something of the thing they name.
const THING = /^.*?(?=\s(?:for|with|to|into|by|instead|rather|that|which|so|as|on|in|at)\b|$)/i;
const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter((w) => w.length > 3 && !GENERAL.has(w)),
  );

/**
 * "swap the Autopilot cluster for a standard one" as the first phrase of a later line, after "a GKE
 * Autopilot cluster ... and an AKS cluster ...": a line's first phrase that names no cloud speaks of
 * the earlier thing whose words it says again (the words before what it says of it), so it goes
 * with that thing's cloud, never just the cloud named last. Only when those words, leaving out the
 * ones every part says, are said before in one cloud's part alone.
 */
function saidBefore(
  text: string,
  p: { start: number; end: number },
  groups: { cloud: Cloud; start: number; end: number }[],
): Cloud | undefined {
  if (!groups.length || !/\n\s*$/.test(text.slice(0, p.start))) return undefined;
  // The thing it speaks of: its words up to what is said of it ("the Autopilot cluster" of "swap the Autopilot cluster for ...").
  const own = wordsOf(THING.exec(text.slice(p.start, p.end))?.[0] ?? '');
  const clouds = new Set<Cloud>();
  for (const g of groups) {
    const before = wordsOf(text.slice(g.start, g.end));
    if ([...own].some((w) => before.has(w))) clouds.add(g.cloud);
  }
  if (clouds.size !== 1) {
    // Words said before in every part ("cluster") say nothing: the words said in one cloud's part only.
    const only = [...own].flatMap((w) => {
      const having = new Set(groups.filter((g) => wordsOf(text.slice(g.start, g.end)).has(w)).map((g) => g.cloud));
      return having.size === 1 ? [...having] : [];
    });
    return new Set(only).size === 1 ? only[0] : undefined;
  }
  return [...clouds][0];
}

/** Each named cloud's part of `text`, in the order the clouds are first named; none when no cloud is named. */
export function splitByCloud(text: string): CloudPart[] {
  const blanked = cloudWords(text);
  const groups: { cloud: Cloud; start: number; end: number }[] = [];
  let leading: number | undefined;
  for (const p of phrases(text).flatMap((x) => byLinks(blanked, x))) {
    const cloud = cloudsNamed(blanked.slice(p.start, p.end))[0] ?? saidBefore(text, p, groups);
    const last = groups[groups.length - 1];
    if (!cloud || cloud === last?.cloud) {
      // A phrase naming no cloud goes with the one before it (or, before any, with the first cloud named).
      if (last) last.end = p.end;
      else leading ??= p.start;
      continue;
    }
    groups.push({ cloud, start: leading ?? p.start, end: p.end });
    leading = undefined;
  }
  const parts: CloudPart[] = [];
  for (const g of groups) {
    const part = parts.find((p) => p.cloud === g.cloud);
    if (part) part.spans.push({ start: g.start, end: g.end });
    else parts.push({ cloud: g.cloud, spans: [{ start: g.start, end: g.end }] });
  }
  return parts;
}
