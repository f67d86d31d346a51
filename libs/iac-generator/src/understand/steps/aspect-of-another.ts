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
import { stem, type Token } from '../text';
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
 * node ...", "add a second instance as a reader": a machine named by the role it plays in a database
 * or cache read before, the role said before it or after "as", is a member of that one, never a
 * machine of its own. Returns true when it took the match.
 */
export function memberByRole(req: RequestState, c: ClauseState, w: MatchWords): boolean {
  const { m } = w;
  const { tokens } = c;
  const last = tokens[m.end - 1];
  const before = tokens[m.start - 1];
  if (!last || !MEMBER_WORD.test(last.raw)) return false;
  // Only the bare word: a product's own name ("an EC2 instance as the primary web server") is that product.
  if (!before || !MEMBER_ROLE.test(before.raw)) return m.end - m.start === 1 && roleAfterAs(req, c, w);
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

/**
 * "add a second instance as a reader", "an instance as the read replica": the role after "as" says
 * the machine is a member of the database read before. A role word with no kind of its own is the
 * cluster's one more member (its count, when its kind takes one); a kind's word ("read replica") is
 * read on its own as that thing.
 */
function roleAfterAs(req: RequestState, c: ClauseState, { m }: MatchWords): boolean {
  const { tokens, matches } = c;
  let at = m.end;
  if (tokens[at]?.word !== 'as') return false;
  at += ['a', 'an', 'the', 'its', 'our'].includes(tokens[at + 1]?.word ?? '') ? 2 : 1;
  if (!MEMBER_ROLE.test(tokens[at]?.raw ?? '')) return false;
  const owner = [...req.mentions, ...c.phraseMentions].findLast((x) => HAS_MEMBERS.test(x.kind));
  if (!owner) return false;
  c.served = true;
  const from = memberWordsStart(tokens, m.start);
  for (let k = from; k < m.end + 1; k++) c.used.add(k);
  // The role is another kind's word or a setting a reader took ("as a read replica"): read with it.
  if (matches.some((x) => x.start <= at && x.end > at) || req.isConsumed(tokens[at])) return true;
  c.used.add(at);
  const said = restore(req.text.slice(tokens[from].start, tokens[at].end), req.quoteText);
  const count = FAMILIES.nodes.test(owner.kind.slice(owner.kind.indexOf('.') + 1))
    ? membersAfter(tokens, from, m.start, owner.attrs.nodes)
    : undefined;
  if (count === undefined) {
    req.unread.push({ phrase: c.index, text: said });
    return true;
  }
  for (let k = from; k < m.start; k++) c.used.add(k);
  owner.attrs.nodes = count;
  owner.settings.push({
    label: 'instance count',
    keys: ['nodes'],
    text: said,
    phrase: c.index,
    family: 'nodes',
    values: { nodes: count },
    at: tokens[from].start,
  });
  return true;
}

// Words before a machine word that say which one more it is ("a second", "another", "one more").
const ORDINAL: Readonly<Record<string, number>> = { second: 2, third: 3, fourth: 4, fifth: 5 };
const ONE_MORE = new Set(['a', 'an', 'another', 'one', 'more', 'extra', 'additional', 'new']);

/** Where the words saying which member it is start, before the machine word at `at`. */
function memberWordsStart(tokens: Token[], at: number): number {
  let k = at;
  while (k > 0 && (ONE_MORE.has(tokens[k - 1].word) || ORDINAL[tokens[k - 1].word] !== undefined)) k--;
  return k;
}

/** The cluster's members once one more is added: the ordinal said, else one more than it had. */
function membersAfter(tokens: Token[], from: number, to: number, had: unknown): number | undefined {
  const words = tokens.slice(from, to).map((t) => t.word);
  const ordinal = words.map((x) => ORDINAL[x]).find((n) => n !== undefined);
  if (ordinal !== undefined) return ordinal;
  if (!words.length) return undefined;
  return (typeof had === 'number' ? had : 1) + 1;
}
