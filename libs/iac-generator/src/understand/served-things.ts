/**
 * "a daily backup policy for VMs", "an IAM role for EC2 instances", "Cloud NAT for our private VMs":
 * the things a resource read just before is said to be for, in general (a plural with no article
 * or count) or as the user's own ("our VM"), are what it serves, never new things to create. A thing
 * counted or introduced ("for three VMs", "for a new VM") stays a thing of its own, and one of the
 * resource's own kind ("a storage account for our data lake") is the resource itself. An identity
 * is for the workload that runs as it: "a service account for the sync job", "an IAM role for the
 * billing worker" name that workload (the user's, or one asked for elsewhere), never a new one.
 */
import { type Mention } from './intent';
import { countOf, type Token } from './text';

// Words that introduce or count a thing of its own between "for" and the thing.
const INTRODUCING = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'each', 'every', 'one', 'new']);
const OWN = new Set(['our', 'my', 'your', 'their', 'existing']);
// Words pointing at one thing already there: "a service account for the sync job".
const DEFINITE = new Set(['the', 'this', 'that']);
// Identities: what one is "for" is the workload that runs as it, which the identity never makes.
const IDENTITY = /\.(?:service_account|iam_role|user_assigned_identity|iam_instance_profile)$/;

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
    if (OWN.has(w) || (DEFINITE.has(w) && IDENTITY.test(served.kind))) owned = true;
    else if (INTRODUCING.has(w) || countOf(w) !== undefined || tokens[k].start < served.end) return undefined;
    else if (!owned) from = k;
  }
  return undefined;
}

// Verbs whose first object is who receives something: "give the VMs internet egress", "let our
// pods reach the bucket", "allow the instances to ...".
const GIVES = new Set(['give', 'gives', 'giving', 'let', 'lets', 'allow', 'allows', 'grant', 'grants', 'enable']);
// Words pointing at things already there: "the private VMs", "our nodes", "those instances".
const THERE = new Set(['the', 'our', 'my', 'your', 'their', 'these', 'those', 'all', 'existing']);

/**
 * "now give the private VMs in there internet egress", "let our instances reach S3": the things
 * (a plural, pointed at, with no count) a verb of giving names first receive what the request asks
 * for; they are the user's own, or said elsewhere, never new ones made from these words. Returns the
 * token index where their words start; undefined otherwise.
 */
export function receiversFrom(tokens: Token[], start: number, end: number): number | undefined {
  const last = tokens[end - 1];
  if (last.raw === last.word || /ss$/.test(last.raw)) return undefined;
  let pointed = false;
  for (let k = start - 1; k >= 0 && k >= start - 4; k--) {
    const w = tokens[k].word;
    if (GIVES.has(w)) return pointed ? k + 1 : undefined;
    if (THERE.has(w)) pointed = true;
    else if (INTRODUCING.has(w) || countOf(w) !== undefined) return undefined;
  }
  return undefined;
}
