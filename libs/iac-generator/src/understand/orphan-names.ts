/**
 * A name read as a name (quoted, after "named", or an identifier after a component word) that no
 * thing took, written right after the head noun of a thing read elsewhere in the request: "Cosmos DB
 * for NoSQL, account cosmos-shop-neu", "a gke standard (NOT autopilot) cluster mill-qa", "name the app
 * func-scan-neu", "a cognito user pool ..., pool name harbor-vendors". The head noun is a word of the
 * thing's kind title ("account" of "Cosmos DB account", "pool" of "Cognito user pool"), or a shortening
 * of one ("acct"), so the name is that thing's when it has none: the nearest such thing, the one before
 * the name first. A name some thing or setting holds, or one said of a thing that already has a name,
 * stays where it is (the answer says it is not written).
 */
import { KIND_TITLES } from '../vocabulary/constraints.generated';
import { type Owned } from './account';
import { type Intent, type Mention } from './intent';
import { shortens } from './shortened-words';
import { type Clause } from './text';
import { CHAT_ASIDES } from './words';

const PLACEHOLDER_AT = /q\u00a7\d+/g;
// Words between a head noun and its name: "cluster named x", "pool name: x", "the app is x", "account = x", labels the name as the id the cloud knows the thing by.
const BETWEEN = new Set([
  'named',
  'called',
  'name',
  'id',
  'identifier',
  'is',
  'be',
  'should',
  'as',
  '=',
  ':',
  'the',
  'its',
]);
// Words around a lone naming that say nothing more: "name the app x please", "call it x".
const NAMING = new Set([...BETWEEN, 'call', 'rename', 'it', 'to', 'a', 'an', 'new', 'one', 'too', 'also']);

/**
 * The head noun of a kind's title, its last word: "account" of "Cosmos DB account". A word before it
 * describes it ("database" of "SQL Database server"), and a name after that word is another thing's.
 */
function titleHead(kind: string): string {
  const title = KIND_TITLES[kind]?.replace(/\s*\(.*$/, '').toLowerCase() ?? '';
  return (
    title
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .at(-1) ?? ''
  );
}

interface Said {
  token: string;
  name: string;
  /** Where the head noun starts and the name ends in the text. */
  start: number;
  end: number;
  head: string;
}

/** The head noun said right before the placeholder at `at` (skipping "named", "is", ":"), if any. */
function headBefore(text: string, at: number): { head: string; start: number } | undefined {
  const before = text.slice(Math.max(0, at - 80), at);
  const words = [...before.matchAll(/[A-Za-z][A-Za-z0-9]*|[=:]/g)];
  for (let k = words.length - 1; k >= 0; k--) {
    const w = words[k][0].toLowerCase();
    // Only spaces and the words between may stand between the head and the name.
    const after = before.slice(
      words[k].index + words[k][0].length,
      k + 1 < words.length ? words[k + 1].index : undefined,
    );
    if (/[^\s:=]/.test(after)) return undefined;
    if (!BETWEEN.has(w)) return { head: w, start: at - before.length + words[k].index };
  }
  return undefined;
}

/** Every name given with the head noun said right before it. */
function namings(text: string, quotes: ReadonlyMap<string, string>): Said[] {
  const said: Said[] = [];
  for (const m of text.matchAll(PLACEHOLDER_AT)) {
    const name = quotes.get(m[0]);
    const head = name ? headBefore(text, m.index) : undefined;
    if (name && head) said.push({ token: m[0], name, start: head.start, end: m.index + m[0].length, head: head.head });
  }
  return said;
}

/** Every name given and held by nothing, with the head noun said right before it. */
function orphans(text: string, mentions: Mention[], quotes: ReadonlyMap<string, string>, held: Set<string>): Said[] {
  return namings(text, quotes).filter(
    (s) =>
      !held.has(s.token) &&
      !held.has(s.name.toLowerCase()) &&
      !mentions.some((m) => s.end > m.start && s.start < m.end && m.names.length),
  );
}

/** The names a setting's words hold: placeholders, and quoted names as its text says them. */
const settingNames = (text: string) => [
  ...(text.match(PLACEHOLDER_AT) ?? []),
  ...[...text.matchAll(/"([^"]+)"/g)].map((q) => q[1].toLowerCase()),
];

const titleHas = (m: Mention, head: string) => head.length >= 2 && shortens(head, titleHead(m.kind));

/**
 * The head noun before a name a thing holds is that thing's word, also written short ("storage acct
 * stlogs01"): it is read, never left to the catalogue of provider types or said as not read.
 */
export function claimNamedHeads(
  intent: Pick<Intent, 'mentions' | 'leftovers'>,
  text: string,
  clauses: Clause[],
  quotes: ReadonlyMap<string, string>,
  record: { unread: { phrase: number; text: string }[]; account: Owned[] },
): void {
  for (const s of namings(text, quotes)) {
    const holder = intent.mentions.find((m) => m.names.includes(s.name) && titleHas(m, s.head));
    if (!holder) continue;
    const phrase = Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= s.start),
    );
    const inPhrase = intent.leftovers.filter((l) => l.phrase === phrase && l.words.includes(s.head));
    for (const l of inPhrase) l.words = l.words.filter((w) => w !== s.head);
    // A leftover of the head noun alone, with the name the thing holds, is nothing left over.
    const kept = intent.leftovers.filter((l) => !inPhrase.includes(l) || l.words.length);
    intent.leftovers.splice(0, intent.leftovers.length, ...kept);
    const unread = record.unread.filter((u) => u.phrase !== phrase || u.text.toLowerCase() !== s.head);
    record.unread.splice(0, record.unread.length, ...unread);
    const head = (o: Owned) => o.phrase === phrase && o.text.toLowerCase() === s.head;
    // Not given to the catalogue either: the thing holding the name was written from it.
    const account = record.account.filter((o) => !(head(o) && o.nounPhrase));
    record.account.splice(0, record.account.length, ...account);
    for (const o of record.account) if (head(o) && ['catalogue', 'not read'].includes(o.owner)) o.owner = 'resource';
  }
}

/**
 * Gives each name no thing took to the nearest thing without a name whose kind's title has the head
 * noun said before it, and marks its words as a name in the account (no "not read" line for them).
 */
export function giveOrphanNames(
  intent: Pick<Intent, 'mentions' | 'leftovers'> & { explicitTypes: { names: string[] }[] },
  text: string,
  clauses: Clause[],
  quotes: ReadonlyMap<string, string>,
  consumed: (start: number, end: number) => boolean,
  record: { unread: { phrase: number; text: string }[]; account: Owned[] },
): void {
  const { mentions } = intent;
  const held = new Set<string>([
    ...mentions.flatMap((m) => m.names.map((n) => n.toLowerCase())),
    // A name a setting holds ("a database called billing" of a server), by its placeholder or as written.
    ...mentions.flatMap((m) => m.settings.flatMap((s) => settingNames(s.text))),
    ...intent.explicitTypes.flatMap((e) => e.names.map((n) => n.toLowerCase())),
  ]);
  for (const s of orphans(text, mentions, quotes, held)) {
    if (consumed(s.end - s.token.length, s.end)) continue;
    // Words nothing read keep their name for the catalogue of provider types ("github repo infra-live"),
    // but the head noun alone of a thing read elsewhere ("cluster" of "a gke standard cluster x") gives it on.
    const left = intent.leftovers.filter((l) => l.names.some((n) => n.toLowerCase() === s.name.toLowerCase()));
    if (left.some((l) => !l.words.includes(s.head) || l.product)) continue;
    const phrase = Math.max(
      0,
      clauses.findLastIndex((c) => c.start <= s.start),
    );
    // The thing read in the same clause, or any thing when the clause only names ("..., pool name x, ...");
    // a clause that goes on to say more of another thing ("the old cluster x stays") names none of these.
    const alone = onlyNaming(clauses[phrase]?.text ?? '', s, quotes);
    if (ANOTHER.test(text.slice(Math.max(0, s.start - 30), s.start))) continue;
    const owner = nearestUnnamed(
      mentions.filter((m) => alone || m.phrase === phrase),
      s,
    );
    if (!owner) continue;
    for (const l of left) {
      l.names = l.names.filter((n) => n.toLowerCase() !== s.name.toLowerCase());
      l.words = l.words.filter((w) => w !== s.head);
    }
    const kept = intent.leftovers.filter((l) => !left.includes(l) || l.words.length);
    intent.leftovers.splice(0, intent.leftovers.length, ...kept);
    owner.names.push(s.name);
    owner.namedByPurpose = false;
    held.add(s.name.toLowerCase());
    markNamed(record, phrase, s);
  }
}

function nearestUnnamed(mentions: Mention[], s: Said): Mention | undefined {
  const fits = mentions.filter((m) => m.count <= 1 && (!m.names.length || m.namedByPurpose) && titleHas(m, s.head));
  const distance = (m: Mention) => (m.end <= s.start ? s.start - m.end : 2 * (m.start - s.end) + 1);
  return fits.sort((a, b) => distance(a) - distance(b))[0];
}

// Words right before the head noun that make it another thing than one asked for: "the old cluster x".
const ANOTHER =
  /\b(?:old|other|existing|legacy|previous|current|former|same|like)\s+(?:the\s+|a\s+|an\s+|our\s+)?[a-z]+\s+(?:named\s+|called\s+)?$/i;

/** Whether the words only give the name: the head noun, the name, words of naming ("name the app x please"). */
function naming(words: string, s: Said, quotes?: ReadonlyMap<string, string>): boolean {
  return words
    .toLowerCase()
    .replace(/q\u00a7\d+/g, (t) => quotes?.get(t)?.toLowerCase() ?? t)
    .split(/[^a-z0-9\u00a7_-]+/)
    .filter((w) => /[a-z0-9]/.test(w))
    .every((w) => w === s.name.toLowerCase() || w === s.head || NAMING.has(w) || CHAT_ASIDES.test(w));
}

const onlyNaming = (clause: string, s: Said, quotes: ReadonlyMap<string, string>) => naming(clause, s, quotes);

/** The words of the naming are a name: no "not read" line says them. */
function markNamed(record: { unread: { phrase: number; text: string }[]; account: Owned[] }, phrase: number, s: Said) {
  const kept = record.unread.filter((u) => u.phrase !== phrase || !naming(u.text, s));
  record.unread.splice(0, record.unread.length, ...kept);
  for (const o of record.account)
    if (o.phrase === phrase && o.owner === 'not read' && naming(o.text, s)) o.owner = 'name';
}
