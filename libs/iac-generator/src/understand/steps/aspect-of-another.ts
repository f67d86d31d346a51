/**
 * A kind's word that only says which aspect of a thing is meant: "Redis for user sessions", "a
 * database using the PostgreSQL dialect", "container insights into our workspace", "scale on queue
 * length". The parse puts the kind's word before the head of its noun
 * phrase, and the head names an aspect (aspect-heads.ts), so the phrase is about that aspect,
 * never a resource of the kind. The kind's word asks for a resource only when the kind itself
 * declares the aspect ("a ClusterIP service port 8080").
 *
 * Returns true when it took the match; its words are then a setting some reader took, or said
 * not read.
 */
import { aspectFamilies } from '../aspect-heads';
import { STORE_WORD } from '../bare-name-words';
import { CONTENT_NAMES } from '../children-names';
import { FAMILIES } from '../settings';
import { stem } from '../text';
import { CONCEPTS } from '../vocabulary';
import { restore } from '../words';
import { type MatchWords } from './match-words';
import { type ClauseState, type RequestState } from './state';

export function aspectOfAnother(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m, kind } = w;
  const role = c.roleOf(m);
  if (role.role !== 'modifier') return false;
  const head = c.parse().tokens[role.phrase.head];
  const families = aspectFamilies(stem(head.text.toLowerCase()));
  if (!families) return false;
  // "a DynamoDB table sessions": after a store's own word, a word for what stores hold is its name.
  if (STORE_WORD.test(w.words.split(' ').at(-1) ?? '') && CONTENT_NAMES.test(head.text)) return false;
  const { tokens, matches } = c;
  const headStart = head.start;
  const headEnd = head.end;
  // The head is another kind's own word ("alert policy", "sqs queue"): that match says what it is.
  if (matches.some((x) => x !== m && tokens[x.start].start <= headStart && tokens[x.end - 1].end >= headStart))
    return false;
  const short = typeof kind === 'string' ? kind.slice(kind.indexOf('.') + 1) : '';
  if (short && families.some((f) => FAMILIES[f].test(short))) return false;
  c.served = true;
  for (let k = m.start; k < tokens.length && tokens[k].start < headEnd; k++) c.used.add(k);
  // A reader of the clause's settings may have taken the aspect ("a default table expiration of
  // 90 days" on a dataset); otherwise nothing wrote it, and the answer says so.
  const said = req.text.slice(tokens[m.start].start, headEnd);
  const taken = c.inPhrase.some((f) => f.start < headEnd && f.end > tokens[m.start].start);
  // "the db password in a Secrets Manager secret": the aspect is what another thing of the request
  // keeps (its kind declares it), so that thing is what the words are about.
  const declares = (k: string | null | undefined) =>
    typeof k === 'string' && families.some((f) => FAMILIES[f].test(k.slice(k.indexOf('.') + 1)));
  const kept =
    [...req.mentions, ...c.phraseMentions].some((x) => declares(x.kind)) ||
    matches.some((x) => x !== m && declares(CONCEPTS[x.concept][req.cloud]));
  if (!taken && !kept) req.unread.push({ phrase: c.index, text: restore(said, req.quoteText) });
  return true;
}

// Words for the role one machine plays in a database or cache that has several ("the writer
// instance", "a read replica node", "the primary instance").
const MEMBER_ROLE = /^(?:writer|reader|primary|secondary|replica|standby|leader|master|follower|read)$/i;
const MEMBER_WORD = /^(?:instances?|nodes?|servers?|machines?)$/i;
// Kinds whose members play such roles.
const HAS_MEMBERS =
  /(?:rds|db|sql|aurora|docdb|neptune|redis|cache|elasticache|memorystore|spanner|cosmos|postgres|mysql|mongo|cluster)/;

/**
 * "an Aurora cluster ... the writer instance db.r6g.large", "a Memorystore instance whose primary
 * node ...": a machine named by the role it plays in a database or cache read before is a member of
 * that one, never a machine of its own. Returns true when it took the match.
 */
export function memberByRole(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const { tokens } = c;
  const last = tokens[m.end - 1];
  const before = tokens[m.start - 1];
  if (!last || !before || !MEMBER_WORD.test(last.raw) || !MEMBER_ROLE.test(before.raw)) return false;
  const owner = [...req.mentions, ...c.phraseMentions].findLast((x) => HAS_MEMBERS.test(x.kind));
  // With no such database read (a product the generator has no kind for), "the primary instance"
  // is still that product's member, never a machine of its own: its words are said as not read.
  if (!owner && !/^(?:instances?|nodes?)$/i.test(last.raw)) return false;
  c.served = true;
  if (!owner) req.unread.push({ phrase: c.index, text: restore(`${before.raw} ${last.raw}`, req.quoteText) });
  c.used.add(m.start - 1);
  for (let k = m.start; k < m.end; k++) c.used.add(k);
  return true;
}
