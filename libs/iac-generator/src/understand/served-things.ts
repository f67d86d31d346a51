/**
 * "a daily backup policy for VMs", "an IAM role for EC2 instances", "Cloud NAT for our private VMs":
 * the things a resource read just before is said to be for, in general (a plural with no article
 * or count) or as the user's own ("our VM"), are what it serves, never new things to create. A thing
 * counted or introduced ("for three VMs", "for a new VM") stays a thing of its own, and one of the
 * resource's own kind ("a storage account for our data lake") is the resource itself.
 */
import { type Mention } from './intent';
import { countOf, type Token } from './text';

// Words that introduce or count a thing of its own between "for" and the thing.
const INTRODUCING = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'each', 'every', 'one', 'new']);
const OWN = new Set(['our', 'my', 'your', 'their', 'existing']);

/**
 * The token index where the words of what `served` (read just before, in this phrase) is for
 * start, when the match at [start, end) of kind `kind` is such a thing ("private VMs" of "for
 * our private VMs"); undefined otherwise.
 */
export function servedThingsFrom(
  tokens: Token[],
  start: number,
  end: number,
  kind: string | null | undefined,
  served: Mention | undefined,
): number | undefined {
  if (!served || !kind || kind === served.kind) return undefined;
  const last = tokens[end - 1];
  const plural = last.raw !== last.word;
  let owned = false;
  let from = start;
  // "for [our] [private] VMs": "for" a few words before, with nothing introducing or counting between.
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const w = tokens[k].word;
    if (w === 'for') return tokens[k].start >= served.end && (plural || owned) ? from : undefined;
    if (OWN.has(w)) owned = true;
    else if (INTRODUCING.has(w) || countOf(w) !== undefined || tokens[k].start < served.end) return undefined;
    else if (!owned) from = k;
  }
  return undefined;
}
