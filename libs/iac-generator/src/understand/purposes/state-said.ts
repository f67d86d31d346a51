/**
 * A kind's word in a clause of reason or circumstance ("because", "since", "as", "though") that says
 * how things stand, not what to make: the subject of "is" with an adjective no setting reads
 * ("because the budget is tight", "since our queue is busy at night"), or what a pronoun is said to
 * be ("since these are legal records"). The clause gives a reason for the things asked for; the word
 * makes nothing, and its words are said as not read.
 */
import { type Reading } from '../reading/read';
import { type Token } from '../text';

const REASON = /^(?:because|since|as|though|although|while|given|cause|coz|cuz)$/;
const COPULA = /^(?:is|are|was|were|'s|being|be)$/;
const OWNER = /^(?:the|our|my|their|its|your|this|that)$/;
const PRONOUN = /^(?:these|those|they|it|this|that|which)$/;
const DEGREE = /^(?:very|too|really|quite|pretty|so|rather|fairly|extremely|super|already|always|still|not)$/;

/**
 * Whether the match [start, end) of `tokens` only states something: `adjectiveAt(k)` says whether token k
 * is an adjective of the parse, `settingAt(k)` whether some reading took it as a setting.
 */
export function stateSaid(
  tokens: Token[],
  start: number,
  end: number,
  posAt: (k: number) => string | undefined,
  settingAt: (k: number) => boolean,
): boolean {
  const adjectiveAt = (k: number) => posAt(k) === 'ADJ';
  const describingAt = (k: number) => posAt(k) === 'ADJ' || posAt(k) === 'NOUN';
  // "the budget is tight": the subject, then the verb, an adverb or none, and an adjective no setting reads
  // that ends the phrase (else it describes a noun after it: "the bucket is a private bucket").
  if (OWNER.test(tokens[start - 1]?.raw ?? '') && REASON.test(tokens[start - 2]?.raw ?? '')) {
    let k = end;
    if (COPULA.test(tokens[k]?.raw ?? '')) {
      k++;
      while (DEGREE.test(tokens[k]?.raw ?? '')) k++;
      const ends = !tokens[k + 1] || tokens[k + 1].start > tokens[k].end + 1 || !/^[a-z]/.test(tokens[k + 1].raw);
      const after = tokens[k + 1]?.raw ?? '';
      if (
        tokens[k] &&
        adjectiveAt(k) &&
        !settingAt(k) &&
        (ends || /^(?:and|but|so|for|because|at|in|on|since)$/.test(after))
      )
        return true;
    }
  }
  if (hadInReason(tokens, start, end, describingAt, settingAt)) return true;
  // "these are legal records", "since these are tax records": a pronoun, the verb and only words
  // describing the kind's word before it.
  let k = start - 1;
  while (k >= 0 && start - k <= 3 && describingAt(k) && !settingAt(k)) k--;
  if (k >= 0 && /^(?:a|an)$/.test(tokens[k].raw)) k--;
  return k >= 2 && COPULA.test(tokens[k].raw) && PRONOUN.test(tokens[k - 1].raw) && REASON.test(tokens[k - 2].raw);
}

/**
 * "since the region has zones", "because the account already has buckets": things in general (a bare
 * plural) that the subject of a clause of reason has are how things stand, never things to make.
 */
function hadInReason(
  tokens: Token[],
  start: number,
  end: number,
  describingAt: (k: number) => boolean,
  settingAt: (k: number) => boolean,
): boolean {
  if (tokens[end - 1].raw === tokens[end - 1].word) return false;
  let h = start - 1;
  while (h >= 0 && start - h <= 2 && describingAt(h) && !settingAt(h)) h--;
  if (h < 2 || !/^(?:has|have|had)$/.test(tokens[h].raw)) return false;
  // The subject: one to three words after the word of reason, "already" and the like among them.
  let r = h - 1;
  while (r >= 0 && h - r <= 3 && !REASON.test(tokens[r].raw)) r--;
  return r >= 0 && r < h - 1 && REASON.test(tokens[r].raw);
}

/** The part of speech `reading` gives token k of `tokens`. */
export function posIn(reading: Reading, tokens: Token[]): (k: number) => string | undefined {
  return (k) => {
    const t = tokens[k];
    return t && reading.tokens.find((r) => r.start === t.start)?.pos;
  };
}
