/**
 * Lists whose items are on several clouds. A count that introduces one ("two buckets: an S3 bucket a
 * on AWS and a GCS bucket b on Google Cloud") is of the whole list, so no cloud's part may read it as
 * its own (it would write a second, invented bucket); each item stays with its cloud. Words said of
 * every item after it ("..., both deleting objects after 30 days") are every item's cloud's.
 */
import { cloudsNamed } from './targets/cloud';
import { type CloudPart } from './targets/split-clouds';

type Span = { start: number; end: number };

// "two buckets:", "3 queues -", "both databases:": a count and a plural head, then a colon or dash.
const INTRODUCER =
  /\b(?:two|three|four|five|six|both|several|\d{1,2})\s+(?:[a-z0-9-]+\s+){0,2}[a-z0-9-]+s\s*(?::|\u2014|\s-\s)/gi;
// Where the list ends: the end of its sentence.
const SENTENCE_END = /[.!?](?=\s|$)|\n/g;

// "three buckets named x", "both queues": a count of things.
const COUNT = /\b(?:two|three|four|five|six|both|several|\d{1,2})\s+(?:[a-z0-9-]+\s+){0,2}?[a-z0-9-]+s\b/i;

/** Whether words count the things they head ("three buckets named x:"), so they are the list's, not each item's. */
export const countsThings = (words: string): boolean => COUNT.test(words);

/** Where the counts of lists split among `parts` are in `text`, to be read by none of them. */
export function sharedCounts(text: string, parts: CloudPart[]): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(INTRODUCER)) {
    const from = m.index + m[0].length;
    SENTENCE_END.lastIndex = from;
    const to = SENTENCE_END.exec(text)?.index ?? text.length;
    const clouds = parts.filter((p) => p.spans.some((s) => s.start < to && s.end > from));
    if (clouds.length > 1) out.push({ start: m.index, end: from });
  }
  return out;
}

// "both ...", "all of them ...", "each with ...": words said of every item before them.
const EVERY_ITEM = /(?:^|[,;]|\band\b)\s*((?:both|all of them|each of them|all three|all four|each)\b[^.!?\n]*)/gi;

/**
 * Words said of every item of a list on several clouds, with the parts that have an item before
 * them in the same sentence: each of those parts reads them too. Words that name a cloud are left
 * to the split.
 */
export function sharedTails(text: string, parts: CloudPart[]): { span: Span; clouds: CloudPart[] }[] {
  const out: { span: Span; clouds: CloudPart[] }[] = [];
  for (const m of text.matchAll(EVERY_ITEM)) {
    const start = m.index + m[0].length - m[1].length;
    const span = { start, end: start + m[1].trimEnd().length };
    if (cloudsNamed(m[1]).length) continue;
    const sentence = Math.max(text.lastIndexOf('.', start), text.lastIndexOf('\n', start)) + 1;
    const clouds = parts.filter((p) => p.spans.some((s) => s.end > sentence && s.start < start));
    if (clouds.length > 1) out.push({ span, clouds });
  }
  return out;
}
