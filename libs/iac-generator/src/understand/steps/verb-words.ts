/**
 * A kind's word said as a verb makes no resource: in the plural right after a relative "that" or
 * "which" ("a web test that alerts when two locations fail", "a function which logs to stdout";
 * "that alert" would be singular, and a plural is pointed at with "those"), and before the particle
 * of a phrasal verb after a word that takes a verb ("so the pipeline can log in", "users log on").
 */
import { type Match } from '../match';
import { type Token } from '../text';

const RELATIVE = new Set(['that', 'which', 'who']);
// Particles of phrasal verbs whose first word is also a kind's word ("log in", "log on", "log out").
const PARTICLE = new Set(['in', 'into', 'on', 'out', 'off']);
// What follows a phrasal verb's particle: how or where it is done ("log in with", "log on via").
const HOW = new Set(['with', 'using', 'via', 'through', 'by', 'to', 'from', 'at', 'when', 'if', 'and', 'or']);
// Words that start a noun phrase: "the log on the volume" is a thing.
const DETERMINER = new Set(['the', 'a', 'an', 'this', 'that', 'its', 'their', 'our', 'your', 'my', 'each', 'every']);
// Words after which the next word is a verb: modals, "to", and the pronouns that are subjects.
const TAKES_VERB = new Set([
  ...['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', 'cannot', 'to', 'and', 'or'],
  ...['i', 'we', 'you', 'they', 'he', 'she', 'it', 'users', 'people'],
]);

/** Whether the one-word match is a verb said of another thing. */
export function saidAsVerb(tokens: Token[], m: Match): boolean {
  if (m.end - m.start !== 1 || m.start < 1) return false;
  const t = tokens[m.start];
  const before = tokens[m.start - 1].word;
  if (m.start >= 2 && RELATIVE.has(before) && t.raw !== t.word && t.raw.endsWith('s')) return true;
  if (t.raw !== t.word || !PARTICLE.has(tokens[m.end]?.word ?? '')) return false;
  // "people log in with their email", "staff log on using SSO": the particle and then how or where, or
  // nothing more, is a phrasal verb whoever says it ("the access log in the bucket" goes on to a thing).
  const after = tokens[m.end + 1];
  if (DETERMINER.has(before)) return false;
  return TAKES_VERB.has(before) || !after || HOW.has(after.word) || after.start > tokens[m.end].end + 1;
}
