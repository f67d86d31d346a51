/**
 * "like an AWS ASG target tracking policy", "our GKE cluster node pool": a general word closing a
 * noun phrase that starts with another cloud's product is a part of that product, which the answer
 * already says is not on this cloud; never a thing of this cloud read from the general word ("policy"
 * is no role assignment here).
 */
import { type Match } from './match';
import { type Token } from './text';
import { CONCEPTS } from './vocabulary';

// At most this many describing words between the product and the word closing its phrase.
const GAP = 3;
// Words that end a noun phrase: what follows is another thing.
const ENDS = /^(?:and|or|with|to|into|for|in|on|at|from|by|than|instead|plus|then|but|as|like|a|an|the)$/;

/** Whether match `m` closes a noun phrase that a product of a cloud other than `cloud` opens. */
export function closesForeignPhrase(text: string, tokens: Token[], matches: Match[], m: Match, cloud: string): boolean {
  const before = matches.filter((x) => x.end <= m.start).sort((a, b) => b.end - a.end)[0];
  const vendor = before && CONCEPTS[before.concept].vendor;
  if (!before || !vendor || vendor === cloud || m.start - before.end > GAP) return false;
  for (let k = before.end; k < m.start; k++)
    if (ENDS.test(tokens[k].word) || !/^[a-z]+$/.test(tokens[k].raw)) return false;
  // One phrase: no stop or bracket between the product and the word.
  return !/[,.;:()!?]/.test(text.slice(tokens[before.end - 1].end, tokens[m.start].start));
}
