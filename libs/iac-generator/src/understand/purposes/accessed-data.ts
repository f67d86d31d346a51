/**
 * "a web app that reads secrets from our existing Key Vault kv-shared", "a Lambda that gets objects
 * from the bucket", "a nightly job that deletes old objects from bucket logs-eu": things in general (a bare plural) that a workload reads or writes in a store
 * named after them are the data a permission covers, never new things to create in that store.
 * Counted, introduced or named things ("reads a secret named db-password from the vault") stay
 * things of their own.
 */
import { countOf, type Token } from '../text';

// Verbs of access to what a store holds: the grant reading says which permission they ask.
const ACCESS =
  /^(?:read|reads|reading|get|gets|getting|list|lists|listing|fetch|fetches|fetching|pull|pulls|pulling|access|accesses|accessing|write|writes|writing|put|puts|load|loads|retrieve|retrieves|retrieving|use|uses|using|delete|deletes|deleting|remove|removes|removing|purge|purges|purging|clean|cleans|cleaning|expire|expires|expiring|process|processes|processing|copy|copies|copying|move|moves|moving)$/;
// Words that introduce or count a thing of its own: "reads a secret", "deletes one object".
const INTRODUCING = new Set(['a', 'an', 'this', 'that', 'one', 'each', 'every', 'new']);
const OWN = new Set([
  'our',
  'my',
  'your',
  'their',
  'its',
  'the',
  'this',
  'that',
  'these',
  'those',
  'existing',
  'all',
  'any',
]);
const FROM = new Set(['from', 'in', 'into', 'to', 'of', 'stored']);

/**
 * Whether the bare plural at [start, end) is what a verb before it reads from or writes to the store
 * matched after it; `holderAt` says whether a match of a kind on this cloud starts at a token index.
 */
export function accessedData(tokens: Token[], start: number, end: number, holderAt: (at: number) => boolean): boolean {
  const last = tokens[end - 1];
  if (last.raw.toLowerCase() === last.word || /ss$/.test(last.raw)) return false;
  // "deletes old objects", "reads all the secrets": describing words may stand between verb and data.
  let k = start - 1;
  while (k >= 0 && k > start - 4 && !ACCESS.test(tokens[k].word)) {
    if (INTRODUCING.has(tokens[k].word) || countOf(tokens[k].word) !== undefined) return false;
    k -= 1;
  }
  if (k < 0 || !ACCESS.test(tokens[k].word)) return false;
  // "reads secrets (get and list) from ...": the verbs naming the access may follow the data.
  let f = end;
  while (f < tokens.length && f < end + 4 && (ACCESS.test(tokens[f].word) || tokens[f].word === 'and')) f += 1;
  if (!FROM.has(tokens[f]?.word ?? '')) return false;
  let j = f + 1;
  while (j < tokens.length && j < f + 4 && OWN.has(tokens[j].word)) j += 1;
  return holderAt(j);
}
