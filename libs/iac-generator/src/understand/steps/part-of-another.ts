/**
 * Matches, with their names read, that are a part of a thing read before, never resources of
 * their own: the thing itself referred to again, the members of a group, a disk each member has,
 * a part a store writes as its setting, a thing held by a product named after it, a child of the
 * thing before. Returns true when it took the match.
 */
import { heldByLater, holderOf, productsOwnHead } from '../children';
import { childNameAt } from '../children-names';
import { DISK, groupOfMembers, isInstanceCluster } from '../group-members';
import { countClusterMembers } from './cluster-members';
import { purposeAt } from '../ones';
import { anotherKindsWord, inDefiniteList, referredBack, relatesBefore, saysStoredContents } from '../refers-back';
import { storeOfPart } from '../store-parts';
import { CONCEPTS } from '../vocabulary';
import { INTRODUCES, restore } from '../words';
import { type Mention } from '../intent';
import { type Token } from '../text';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

export function partOfAnother(req: RequestState, c: ClauseState, w: MatchWords, names: string[]): boolean {
  return (
    referredAgain(req, c, w, names) ||
    memberOfGroup(req, c, w, names) ||
    partOfAStore(req, c, w) ||
    heldByProductAfter(req, c, w, names) ||
    childOfThePrevious(req, c, w, names)
  );
}

/**
 * "a Service for its pods", "on the server sql-billing": the thing read before, never a second one.
 * Only as the object of a relation: of something read in the same phrase, or after a word that
 * relates ("hosted on the server x") in a request of one turn. In a follow-up, "remove the
 * service", "add versioning to the bucket" name the thing it changes, which stays its mention.
 */
function referredAgain(req: RequestState, c: ClauseState, { m, kind }: MatchWords, names: string[]): boolean {
  const { tokens, phraseMentions } = c;
  // "register the group with ...", after an auto scaling group: that thing, in any turn.
  if (kind && !names.length && anotherKindsWord(tokens, m.start, m.end, kind, [...req.mentions, ...phraseMentions])) {
    c.served = true;
    return true;
  }
  const referent =
    kind &&
    (phraseMentions.length ||
      // "...; objects move to Glacier after 90 days": a store's contents said in general are that store's, in any phrase.
      saysStoredContents(tokens, m.start) ||
      (!req.history.length &&
        (relatesBefore(tokens, m.start) ||
          names.length > 0 ||
          inDefiniteList(tokens, m.start) ||
          opensSentence(tokens, m.start))))
      ? referredBack(tokens, m.start, m.end, kind, names, [...req.mentions, ...phraseMentions])
      : undefined;
  if (!referent) return false;
  c.served = true;
  if (!referent.names.length && names.length) {
    referent.names.push(...names);
    referent.count = Math.max(referent.count, names.length);
  }
  return true;
}

// "Make the instance regional HA", "Put the bucket behind a CDN": a verb of making or changing, then a
// definite word, at the start of a phrase names what the request has already asked for.
const CHANGING = new Set(['make', 'put', 'set', 'give', 'keep', 'turn', 'switch', 'let', 'have', 'place', 'run']);
const opensSentence = (tokens: Token[], start: number) =>
  start === 2 && ['the', 'that', 'this'].includes(tokens[1].word) && CHANGING.has(tokens[0].word);

/**
 * "a target group of instances", "each VM": the members of a group read before, never machines
 * of their own; a disk each has is a part of the group.
 */
function memberOfGroup(req: RequestState, c: ClauseState, { m, kind, words }: MatchWords, names: string[]): boolean {
  const { tokens, clause, phraseMentions } = c;
  const { found, text } = req;
  const group = kind
    ? groupOfMembers(tokens, m.start, kind, [...req.mentions, ...phraseMentions], (k) => tokens[k].start)
    : undefined;
  if (group) {
    c.served = true;
    c.membersOf = group;
    // "an Aurora cluster, two instances (a writer and a reader)": the count of its members, with
    // the bracket naming their roles; a bound or a count its kind does not take is said not read.
    if (isInstanceCluster(group)) countClusterMembers(req, c, group, m.start, m.end);
    return true;
  }
  if (!c.membersOf || !kind || !DISK.test(kind)) return false;
  c.served = true;
  // Its size, said right before it ("a 128 GB premium data disk"), is the disk's, never the group's.
  const at = tokens[m.start].start;
  const size = found.findIndex(
    (f) => f.end <= at && f.start >= clause.start && /^[\s\w-]{0,20}$/.test(text.slice(f.end, at)),
  );
  const from = size >= 0 ? found[size].start : at;
  if (size >= 0) found.splice(size, 1);
  (c.membersOf.attrs.children ??= []).push({ word: words.toLowerCase(), names });
  c.membersOf.settings.push({
    label: words.toLowerCase(),
    keys: ['children'],
    text: restore(text.slice(from, tokens[m.end - 1].end), req.quoteText),
    phrase: c.index,
    at: tokens[m.start].start,
  });
  return true;
}

/** "... a lifecycle rule" after a storage account: a part the account writes as its setting. */
function partOfAStore(req: RequestState, c: ClauseState, { concept, kind }: MatchWords): boolean {
  if (!kind || !storeOfPart(concept, kind, req.mentions)) return false;
  c.served = true;
  return true;
}

/**
 * "a Cosmos DB account with a database 'app'": a thing inside the product named before it,
 * never another service read from the general word.
 * "a container for uploads in a storage account": held by the product named after it.
 */
function heldByProductAfter(req: RequestState, c: ClauseState, { m, words }: MatchWords, names: string[]): boolean {
  const { tokens, matches } = c;
  const placed = heldByLater(tokens, m, matches, (x) => CONCEPTS[x.concept][req.cloud]);
  if (!placed) return false;
  c.served = true;
  if (!names.length && placed.name !== undefined) {
    names.push(tokens[placed.name].raw);
    c.used.add(placed.name);
  }
  const purpose = placed.purpose && purposeAt(tokens, placed.purpose.from + 1);
  if (!names.length && purpose) names.push(purpose.name);
  if (placed.purpose) for (let k = placed.purpose.from; k < placed.purpose.to; k++) c.inPurpose.add(k);
  c.heldLater.push({
    holderAt: tokens[placed.holder.start].start,
    word: words.toLowerCase(),
    names,
    at: tokens[m.start].start,
  });
  return true;
}

/**
 * A child of the thing read just before ("a table 'orders'" after a database), kept as its setting.
 * A plain word right after the child's word names it ("db catalog, container products" after a
 * Cosmos DB account): read only once the holder is known, so it never becomes a service of its own.
 */
function childOfThePrevious(
  req: RequestState,
  c: ClauseState,
  { m, kind, words }: MatchWords,
  names: string[],
): boolean {
  const { tokens } = c;
  const longMatchAt = (k: number) => c.matches.some((x) => x.start === k && x.end - x.start > 1);
  const bare =
    names.length || m.end - m.start !== 1
      ? undefined
      : childNameAt(req.text, tokens, m.end, tokens[m.start].word, longMatchAt, req.isConsumed);
  const named = names.length > 0 || bare !== undefined;
  const introduced = named || INTRODUCES.has(tokens[m.start - 1]?.word ?? '');
  if (productsOwnHead(tokens, m.start, c.previousMention())) return false;
  const holderAmong = (x: Mention | undefined) => holderOf(tokens, m, kind ?? undefined, x, introduced, named);
  // A child named later in the request ("deliver to a queue in that account, dead-letter to a
  // container named x there") is still the holder's, when the things read in between hold no such
  // child: the nearest thing before it that does. Not a child that runs an image, which is a workload.
  // A bare name after the word names it as well ("storage account st01 in rg-a; private container invoices").
  const holder =
    holderAmong(c.previousMention()) ??
    (named && !m.image && !c.inPhrase.some((f) => f.values?.image)
      ? [...req.mentions, ...c.phraseMentions].findLast((x) => holderAmong(x))
      : undefined);
  if (!holder) return false;
  c.served = true;
  if (bare !== undefined) {
    names.push(tokens[bare].raw);
    // The name is taken: a general word read there ("logs", "inventory") is no thing of its own.
    c.used.add(bare);
    c.inPurpose.add(bare);
  }
  const text = [words, ...names.map((n) => `"${n}"`)].join(' ');
  (holder.attrs.children ??= []).push({ word: words.toLowerCase(), names });
  holder.settings.push({
    label: words.toLowerCase(),
    keys: ['children'],
    text,
    phrase: c.index,
    at: tokens[m.start].start,
  });
  return true;
}
