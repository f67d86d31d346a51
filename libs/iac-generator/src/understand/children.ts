/** Things named inside a product ("a Cosmos DB account with a database 'app'"): children of it. */
import { type Mention } from './intent';
import { type Match } from './match';
import { namesAfter } from './names';
import { PLACEHOLDER, type Token } from './text';
import { GENERIC_HEADS } from './vocabulary';
import { ANOTHER, INTRODUCES } from './words';

// General words for things that live inside a product ("a database", "a container", "a topic").
const CHILD_WORDS = new Set(['database', 'db', 'table', 'topic', 'queue', 'container', 'subscription', 'record']);

/**
 * The mention a general word names a part of: the product named just before it, when the word is
 * the kind of thing that product holds (GENERIC_HEADS) and reading the word alone would give
 * another service ("a database" alone is Postgres; after Cosmos DB it is a Cosmos DB database).
 */
export function holderOf(
  tokens: Token[],
  m: Match,
  kind: string | undefined,
  last: Mention | undefined,
  introduced: boolean,
  named = false,
): Mention | undefined {
  const word = tokens[m.start].word;
  if (!last || m.end - m.start !== 1 || !CHILD_WORDS.has(word) || ANOTHER.has(tokens[m.start - 1]?.word ?? ''))
    return undefined;
  // A thing of its own is introduced ("a database") or named ("db 'ledger'"); "whose tables expire" describes the holder.
  if (!introduced) return undefined;
  const service = (k: string) => k.slice(k.indexOf('.') + 1).split('_')[0];
  if (!GENERIC_HEADS.get(word)?.test(last.kind)) return undefined;
  // Read alone, the word is the product itself ("a database" is a Cloud SQL instance on Google Cloud);
  // named and held by it ("an instance with a database 'app'"), it is a thing inside the product.
  if (
    kind &&
    service(kind) === service(last.kind) &&
    !(
      named &&
      (heldBy(tokens, m.start) ||
        onIt(tokens, m.end) ||
        (/^(?:database|db)$/.test(word) && SERVER_SAID.test(last.text ?? '')))
    )
  )
    return undefined;
  return last;
}

// The product said by other words than a database's ("a MySQL flexible server, ..., database 'inventory'",
// "Cloud SQL Postgres 15 ... a database called ledger"): a database named after it is one it holds.
const SERVER_SAID = /^(?!.*\b(?:databases?|dbs?)$)/i;

/**
 * Whether a database word is the head of the product's own noun phrase, with at most a version between
 * ("an RDS PostgreSQL 15 database named orders" is that product named orders, never a database inside it);
 * a product said as its server, instance or account ("a MySQL flexible server database inventory") still holds one.
 */
export function productsOwnHead(tokens: Token[], at: number, before: Mention | undefined): boolean {
  if (!before || !/^(?:database|db)$/.test(tokens[at]?.word ?? '')) return false;
  const words = (before.text ?? '').toLowerCase().split(/\s+/);
  if (/^(?:servers?|instances?|accounts?|clusters?)$/.test(words[words.length - 1] ?? '')) return false;
  let k = at - 1;
  while (k >= 0 && /^v?\d+(?:\.\d+)*$/.test(tokens[k].word)) k--;
  return k >= 0 && tokens[k].word === words[words.length - 1];
}

/** Whether the words after a named child put it in the thing before ("a database 'orders' on it", "a table t in it"). */
function onIt(tokens: Token[], end: number): boolean {
  let k = end;
  while (k < end + 2 && tokens[k] && !INSIDE_IT.has(tokens[k].word)) k++;
  return INSIDE_IT.has(tokens[k]?.word ?? '') && /^(?:it|that|this|there)$/.test(tokens[k + 1]?.word ?? '');
}
const INSIDE_IT = new Set(['on', 'in', 'inside', 'within', 'under']);

// Words that put what follows inside the thing before them: "with a database", "containing two tables".
const HOLDS = new Set(['with', 'containing', 'holding', 'hosting', 'including', 'has', 'having']);
const LEAD = new Set(['a', 'an', 'one', 'two', 'three', 'its', 'own', 'single']);

/**
 * Whether the words before `start` put it inside the thing named before ("with a", "containing one"),
 * also further on in a list of such things ("with a keyspace 'k' and a table 't'").
 */
function heldBy(tokens: Token[], start: number): boolean {
  for (let k = start - 1; k >= 0 && k >= start - 10; k--) {
    const w = tokens[k].word;
    // "with a ...", or a list with a word only for things inside a product ("a keyspace 'k' and a table 't'").
    if (HOLDS.has(w) || INNER_WORDS.has(w)) return true;
    if (!LEAD.has(w) && w !== 'and' && !PLACEHOLDER.test(w) && !CHILD_WORDS.has(w) && !INNER_WORDS.has(w)) return false;
  }
  return false;
}

// Words only for things inside a product (no service of their own), and the products that hold them.
const INNER_WORDS = new Map<string, RegExp>([
  ['keyspace', /cosmos|keyspaces/],
  ['collection', /cosmos|firestore|docdb|mongo/],
  ['graph', /cosmos|neptune/],
  // An AWS Backup plan's writer writes its vault: "- vault archive-vault" under "AWS Backup" names that vault.
  ['vault', /backup_plan/],
  // A hub said after an Event Hubs namespace ("namespace evh-x; hub clicks with 8 partitions") is one of its hubs.
  ['hub', /eventhub_namespace/],
]);

/**
 * Things inside a product named by words no service has ("a keyspace 'metrics'", "a collection
 * 'users'"), introduced or named after the product that holds them (the last one before them that
 * can): its children, with their names and the token indexes they took.
 */
export function innerChildren(
  tokens: Token[],
  mentions: Mention[],
  taken: (k: number) => boolean,
  quotes: Map<string, string>,
): { holder: Mention; word: string; names: string[]; at: number; tokens: number[] }[] {
  const out: { holder: Mention; word: string; names: string[]; at: number; tokens: number[] }[] = [];
  tokens.forEach((t, k) => {
    const fits = INNER_WORDS.get(t.word);
    const holder = fits && mentions.findLast((m) => m.end <= t.start && fits.test(m.kind));
    if (!holder || taken(k)) return;
    const names = namesAfter(tokens, k + 1, quotes);
    if (!names.length && !INTRODUCES.has(tokens[k - 1]?.word ?? '')) return;
    const used = [k];
    for (let j = k + 1; j < tokens.length && used.length <= names.length; j++)
      if (PLACEHOLDER.test(tokens[j].word)) used.push(j);
    out.push({ holder, word: t.raw, names, at: t.start, tokens: used });
  });
  return out;
}

// Words that put the thing before them inside the product after them: "a container in a storage account".
const INSIDE = new Set(['in', 'inside', 'within', 'of', 'under']);
const ARTICLE = new Set([
  'a',
  'an',
  'the',
  'our',
  'my',
  'your',
  'their',
  'that',
  'this',
  'its',
  'new',
  'existing',
  'same',
]);

/**
 * The product a general word is placed in by the words after it ("a container for uploads in a
 * storage account", "a private container 'exports' inside the storage account"): the match of the
 * product, when the word is the kind of thing it holds, with the purpose said between ("for uploads"),
 * whose words name the thing held and are nothing of their own.
 */
export function heldByLater(
  tokens: Token[],
  m: Match,
  matches: Match[],
  kindOf: (x: Match) => string | null | undefined,
): { holder: Match; purpose?: { from: number; to: number }; name?: number } | undefined {
  const word = tokens[m.start].word;
  if (m.end - m.start !== 1 || !CHILD_WORDS.has(word)) return undefined;
  let k = m.end;
  while (PLACEHOLDER.test(tokens[k]?.word ?? '') || ['named', 'called', 'and'].includes(tokens[k]?.word ?? '')) k += 1;
  // A bare word between the child's word and "in"/"of" is its name ("the container capture of our account").
  const bare =
    k === m.end && /^[a-z][a-z0-9]*$/.test(tokens[k]?.raw ?? '') && INSIDE.has(tokens[k + 1]?.word ?? '')
      ? k
      : undefined;
  if (bare !== undefined) k += 1;
  let purpose: { from: number; to: number } | undefined;
  if (tokens[k]?.word === 'for') {
    const from = k;
    k += 1;
    while (k < tokens.length && k < from + 4 && !INSIDE.has(tokens[k].word)) k += 1;
    purpose = { from, to: k };
  }
  if (!INSIDE.has(tokens[k]?.word ?? '')) return undefined;
  k += 1;
  while (ARTICLE.has(tokens[k]?.word ?? '')) k += 1;
  const holder = matches.find((x) => x.start === k);
  const kind = holder && kindOf(holder);
  return holder && kind && GENERIC_HEADS.get(word)?.test(kind) ? { holder, purpose, name: bare } : undefined;
}
