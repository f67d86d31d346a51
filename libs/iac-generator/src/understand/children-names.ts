/**
 * A plain word right after a word for a thing inside a product ("db catalog", "container products",
 * "queue jobs") is the name of that thing, when the product named before holds such things: the
 * terse way people name a database, a container or a queue of an account. Read only there (the
 * holder is known), so "container registry", "db size" or "queue length" stay what they are.
 */
import { NOT_A_PLAIN_WORD, STATE_WORD } from './not-name-words';
import { statesAFlag } from './attributes';
import { type Token } from './text';
import { CONCEPTS } from './vocabulary';
import { wordOf } from './word-list';

// Words that name a store's contents, common as the name of a database or a container
// ("container items", "db catalog"): no name after a general word, but a fine name of a child.
export const CONTENT_NAMES = wordOf(`
  catalog
  items?
  entries
  records?
  objects?
  contents?
  messages?
  events?
  orders?
  tasks?
  jobs?
  users?
  products?
  customers?
  sessions?
`);

// Words of a setting or a part of the child, never its name ("container image", "db size",
// "queue length", "database engine"), beyond the general ones of NOT_A_PLAIN_WORD.
const NOT_A_CHILD_NAME = wordOf(`
  image
  images
  port
  ports
  length
  depth
  count
  size
  sizes
  max
  min
  maximum
  minimum
  limit
  limits
  quota
  throughput
  ru
  rus
  autoscale
  autoscaling
  serverless
  provisioned
  shared
  dedicated
  partition
  pk
  key
  user
  admin
  login
  firewall
  link
  connection
  string
  url
  endpoint
  uri
  dns
  per
`);

// First words of the vocabulary's phrases of two words or more, by their first word ("container" ->
// "registry", "app", "instance"): the word after is the compound's, never a name.
const TAILS = new Map<string, Set<string>>();
for (const words of CONCEPTS.flatMap((c) => c.phrases).map((p) => p.split(' ')))
  if (words.length > 1) TAILS.set(words[0], (TAILS.get(words[0]) ?? new Set()).add(words[1]));

// What may follow the name: the end, a stop, a joining sign ("db catalog + container products"),
// or a word going on with another part or a setting.
const GOES_ON = /^\s*(?:$|[,.;:()+&/]|(?:with|and|in|on|for|that|which|whose|holding|keyed|partitioned|using|plus)\b)/i;

/**
 * The index of the token naming the child whose word ends at `at` (the token after the word), or
 * undefined: a plain word that no longer match starts at (`longMatchAt`) and no setting took, no word
 * of the sentence, of a setting or of a compound, followed by the end of the part or by what a
 * setting took ("container products pk /id": "pk /id" is its partition key). A general word read
 * alone ("container logs", "db inventory") is the name all the same: the holder is known.
 */
export function childNameAt(
  text: string,
  tokens: Token[],
  at: number,
  childWord: string,
  longMatchAt: (k: number) => boolean,
  consumed: (t: Token) => boolean,
): number | undefined {
  const t = tokens[at];
  if (!t || longMatchAt(at) || consumed(t)) return undefined;
  // Right after the word: "container, products" lists, it does not name.
  if (!/^\s+$/.test(text.slice(tokens[at - 1].end, t.start))) return undefined;
  const name = t.raw;
  if (!/^[a-z][a-z0-9]{2,}$/.test(name) && !/^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+$/.test(name)) return undefined;
  if (NOT_A_CHILD_NAME.test(name) || STATE_WORD.test(name) || statesAFlag(name)) return undefined;
  if (NOT_A_PLAIN_WORD.test(name) && !CONTENT_NAMES.test(name)) return undefined;
  if (/(?:ed|ly)$/.test(name) || TAILS.get(childWord)?.has(t.word) || TAILS.get(childWord)?.has(name)) return undefined;
  const next = tokens[at + 1];
  const rest = text.slice(t.end, next ? next.start + next.raw.length : undefined);
  return GOES_ON.test(rest) || !next || consumed(next) ? at : undefined;
}
