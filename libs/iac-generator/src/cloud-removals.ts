/**
 * Follow-ups of a multi-cloud conversation that take a whole cloud's part away ("remove the Azure
 * part", "drop everything on GCP", "we only need AWS now"): that cloud's part is no longer written,
 * and the words that said so are read here, never as more of any cloud's request.
 */
import { type Cloud } from './model/types';
import { cloudsNamed } from './targets/cloud';
import { removalOf } from './understand/follow-up/operations';

/** The clouds later turns removed or kept alone, and where the words that removed them are in the joined text. */
export interface CloudRemovals {
  clouds: Cloud[];
  /** The clouds a turn said are the only ones now needed: every other cloud's part goes. */
  only: Cloud[];
  spans: { start: number; end: number }[];
}

// A cloud's vendor words, as a whole part is named ("the Azure part", "Google Cloud side").
const VENDOR =
  /\b(?:amazon web services|amazon|aws|microsoft azure|azure|google cloud(?: platform)?|gcp|google|kubernetes|k8s)\b/gi;
// Words that say a cloud's part as a whole, or nothing at all, around its vendor words.
const WHOLE =
  /\b(?:the|a|an|all|of|everything|anything|stuff|things?|parts?|sides?|halves|half|bits?|pieces?|portions?|resources?|config(?:uration)?s?|providers?|code|on|in|for|from|of|now|please|entirely|completely|altogether|anymore|any ?more|too|as well|then|it|that|this|we|i|you|can|just|after all)\b/gi;
// "we only need AWS now", "just AWS from now on", "keep only the AWS side": the other clouds go.
const ONLY = /\b(?:only|just|stick to|solely)\b/i;
const KEEP_WORDS =
  /\b(?:we|i|only|just|stick|to|solely|need|needs|want|wants|use|keep|going|forward|from|now|on|remaining|left|with|will|'ll|be|is|are|the|part|side|a|an|please)\b/gi;
// Where a clause ends within a turn.
const CLAUSE = /[^.;!?,\n]+/g;

const bare = (text: string, words: RegExp) =>
  text
    .replace(VENDOR, ' ')
    .replace(words, ' ')
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim();

/**
 * The clouds the turns after the first remove (`turns` as the user wrote them, oldest first, joined
 * with line breaks in that order), each clause read on its own.
 */
export function cloudRemovals(turns: string[]): CloudRemovals {
  const removed = new Set<Cloud>();
  const kept = new Set<Cloud>();
  const spans: CloudRemovals['spans'] = [];
  let offset = 0;
  turns.forEach((turn, i) => {
    if (i > 0) {
      for (const m of turn.matchAll(CLAUSE)) {
        // The clause's own words, without the joining ones before them ("and", "also").
        const lead = /^\s*(?:(?:and|also|then|but|so|plus)\s+)*/i.exec(m[0])![0].length;
        const clause = m[0].slice(lead);
        const removal = removalOf(clause);
        const words = removal?.words;
        // Only the cloud's name and words for a whole part: "remove the Azure storage account" removes one thing.
        const removes = words !== undefined && cloudsNamed(words).length === 1 && !bare(words, WHOLE);
        const named = cloudsNamed(removes ? words : clause);
        const keepsOnly = !removes && named.length === 1 && ONLY.test(clause) && !bare(clause, KEEP_WORDS);
        if (!removes && !keepsOnly) continue;
        (removes ? removed : kept).add(named[0]);
        // "drop the Azure part and make the bucket versioned": the other clause stays the request's.
        const end = lead + (removes ? removal!.end : clause.trimEnd().length);
        spans.push({ start: offset + m.index + lead, end: offset + m.index + end });
      }
    }
    offset += turn.length + 1;
  });
  return { clouds: [...removed], only: [...kept], spans };
}

/** Whether a cloud's part is still asked for after the removals. */
export const stillAsked = (r: CloudRemovals, cloud: Cloud) =>
  !r.clouds.includes(cloud) && (!r.only.length || r.only.includes(cloud));

/** `spans` without the parts `cut` covers. */
export function without(
  spans: { start: number; end: number }[],
  cut: { start: number; end: number }[],
): { start: number; end: number }[] {
  let out = spans;
  for (const c of cut)
    out = out.flatMap((s) =>
      c.end <= s.start || c.start >= s.end
        ? [s]
        : [
            { start: s.start, end: c.start },
            { start: c.end, end: s.end },
          ].filter((x) => x.end > x.start),
    );
  return out;
}
