/**
 * Text handling for the understander: quoted names pulled out first (so a name such as
 * "route53-logs" is never read as a request for Route 53), then lower-case word tokens with a
 * crude plural folding that is applied to the vocabulary in the same way. Every step keeps
 * positions, so a setting ("5 replicas") can be tied to the component written next to it.
 */
import { IDENTIFIER } from '../model/identifiers';
import { DESCRIBING } from './name-shapes';
import { bracketAt, bracketsOf } from './brackets';
import { namedCountedLists } from './counted-name-lists';
import { statesAFlag } from './attributes';
import { ONE_TO_TEN } from './numbers';
import { shortPluralSingular } from './short-plurals';
import { wordOf } from './word-list';

export interface Quoted {
  /** Placeholder token standing for the quote in the token stream. */
  token: string;
  text: string;
}

const QUOTE = /"([^"\n]{1,120})"|\u201c([^\u201d\n]{1,120})\u201d|'([^'\s]{1,80})'|`([^`\s]{1,80})`/g;
export const PLACEHOLDER = /^q\u00a7(\d+)$/;

// A quoted schedule ("0 2 * * *", "rate(5 minutes)") is a setting, and a quoted resource type
// (`aws_sfn_state_machine`, `AWS::Transfer::Server`) names what to write: neither is a name.
const QUOTED_SCHEDULE = /^(?:(?:cron|rate)\(.*\)|(?:[\d*/,?-]+\s+){4}[\d*/,?A-Za-z-]+(?:\s+[\d*/,?-]+)?)$/;
const QUOTED_TYPE =
  /^(?:(?:aws|azurerm|google|kubernetes)_[a-z0-9_]+|AWS::[A-Za-z0-9]+::[A-Za-z0-9]+|Microsoft\.[A-Za-z]+\/[A-Za-z/]+)$/;

// Words that end an unquoted list of names (`named logs, assets and backups`).
export const NOT_A_NAME = wordOf(
  `
    a
    an
    the
    and
    or
    with
    for
    to
    of
    in
    on
    that
    which
    it
    its
    this
    each
    both
    one
    two
    three
    named
    called
    using
    use
    via
    plus
    also
    then
    all
    any
    some
    no
    per
    into
    from
    behind
    in front
    bucket
    buckets
    queue
    queues
    table
    tables
    topic
    topics
    subnet
    subnets
    function
    functions
    server
    servers
    instance
    instances
    role
    roles
    user
    users
    database
    databases
  `,
  'i',
);

// Words that go on with the sentence after "called"/"named", beyond those that end a list of names.
const SENTENCE_WORD =
  /^(?:by|after|before|when|whenever|once|if|at|as|like|upon|during|so|because|according|something|whatever|automatically|accordingly|again|twice|later|then|now|too|also|back)$/i;

// What may follow a list of names joined by "and" alone: the end, punctuation, or a word that goes
// on with the sentence; another noun ("and email subscriptions") makes the last item a modifier.
const LIST_ENDS =
  /^\s*(?:$|[,.;:()]|(?:with|for|in|on|that|which|to|each|both|behind|using|plus|where|from|into|via|as|at|under|so|then|also|please)\b)/i;

/**
 * Whether a word in a list after "named" describes the thing rather than naming it: a word that
 * states a yes/no property in itself ("versioned", "encrypted", "private", "fifo"), where other
 * participles are names ("raw, staged and published"). Plural nouns that a property reads too
 * ("logs", "backups") stay names.
 */
function describesNotNames(item: string): boolean {
  const lower = item.toLowerCase();
  if (!/^[a-z]+$/.test(lower)) return false;
  return !lower.endsWith('s') && statesAFlag(lower);
}

/** Adds a name to `quotes` and returns the placeholder that stands for it in the text. */
export function placeholder(quotes: Quoted[], text: string): string {
  const token = `q\u00a7${quotes.length}`;
  quotes.push({ token, text });
  return token;
}

/** Replaces quoted strings with placeholders so they are names, not words. */
export function extractQuotes(text: string): { text: string; quotes: Quoted[] } {
  const quotes: Quoted[] = [];
  // An identifier (an ARN, a resource id, an email) is one name, quoted or not: nothing is read inside it.
  const identified = text.replace(
    new RegExp(`(["'\`]?)(${IDENTIFIER.source})\\1`, 'gi'),
    (_m, _q: string, id: string) => ` ${placeholder(quotes, id)} `,
  );
  const replaced = identified.replace(QUOTE, (_m, a?: string, b?: string, c?: string, d?: string) => {
    const inner = (a ?? b ?? c ?? d ?? '').trim();
    if (QUOTED_SCHEDULE.test(inner) || QUOTED_TYPE.test(inner)) return ` ${inner} `;
    return ` ${placeholder(quotes, inner)} `;
  });
  // "calld", "nammed": the verbs that give a name, as misspelt, read as written right.
  const misspelt = replaced
    .replace(/\b(?:calld|caled|callled)\b/gi, 'called')
    .replace(/\b(?:namd|nammed)\b/gi, 'named');
  // "two subscriptions: billing and audit": as many plain words as the count names them.
  const verbs = namedCountedLists(
    misspelt,
    (w) => !NOT_A_NAME.test(w) && !SENTENCE_WORD.test(w) && !describesNotNames(w) && !/^[a-z]{3,}ly$/i.test(w),
    (name) => placeholder(quotes, name),
  );
  // `named logs, assets and backups`, `called orders and refunds`: a list of single words after
  // named/called names several (a dot inside a word, "app.example", never at its end, which ends the sentence). The list ends at a word that describes rather than names
  // ("named acme-logs, versioned": one name and a setting), and a list joined by "and" alone only
  // where the phrase goes on after it ("called alerts and email subscriptions" is not a list).
  const withLists = verbs.replace(
    /\b(named|called)\s+([A-Za-z][\w-]*(?:\.[\w-]+)*(?:\s*,\s*[A-Za-z][\w-]*(?:\.[\w-]+)*)*(?:,?\s+and\s+[A-Za-z][\w-]*(?:\.[\w-]+)*)?)/g,
    (m, verb: string, list: string, at: number, all: string) => {
      const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
      // "named hub, premium sku": a last word another noun follows describes that noun.
      const open = !LIST_ENDS.test(all.slice(at + m.length));
      if (open && !list.includes(',')) return m;
      const names: string[] = [];
      // "called payments, subscribed to the topic": a participle that a preposition follows starts
      // what is said of the thing; it names nothing.
      const last = items.length - 1;
      const goesOn =
        /^[a-z]{4,}ed$/i.test(items[last]) &&
        /^\s+(?:to|by|with|from|on|in|into|for|via|through)\b/i.test(all.slice(at + m.length));
      for (const [k, item] of items.slice(0, open ? -1 : undefined).entries()) {
        // "named edge-trail, multi-region": a describing compound after the name is a setting of the thing.
        if (NOT_A_NAME.test(item) || describesNotNames(item) || DESCRIBING.test(item) || (k === last && goesOn)) break;
        names.push(item);
      }
      if (names.length < 2 || names.length < items.length) return m;
      return `${verb} ${names.map((n) => placeholder(quotes, n)).join(' and ')} `;
    },
  );
  // `called orders`, `named test_lambda`: one word after named/called is a name even unquoted, and so
  // never a component of its own ("a topic called alerts" asks for no alarm). A word of the sentence
  // is not a name: "called by the API", "named after the project", "named accordingly".
  // "name it acme-logs", "call it orders-v2": the name of the thing said before, the same way.
  // A name written as a path ("named team/app/token", "call it /prod/db-url") is one name, slashes and all.
  const withBare = withLists.replace(
    /\b(named|called|(?:name|call)\s+(?:it|this|that|them))\s+((?:\/?[A-Za-z][\w-]*(?:\/[\w-]+(?:\.[\w-]+)*)+)|[A-Za-z][\w-]*)(?![\w\u00a7/-])/gi,
    (m, verb: string, name: string) =>
      NOT_A_NAME.test(name) || SENTENCE_WORD.test(name) || /^[a-z]{3,}ly$/i.test(name)
        ? m
        : `${verb} ${placeholder(quotes, name)} `,
  );
  return { text: withBare, quotes };
}

/** A requirement phrase and where it starts in the text it was cut from. */
export interface Clause {
  text: string;
  start: number;
}

// A sentence ends after a word, or after a name's placeholder and the space set around it ("named q§0 . A queue").
const CLAUSE_END = /(?<=[a-z0-9)\]"'\u00a7]|q\u00a7\d+ )[.!?;]+(?=\s|$)|\n+|,\s+|\s+-\s+/gi;
// A comma between two quoted names ("a", "b" and "c") continues one list, never ends a phrase.
const NAME_LIST_COMMA = /(?<=q\u00a7\d+\s*),(?=\s*(?:and\s+)?q\u00a7\d)/g;
// A comma before how a secret reaches the container ("a secret db-conn, exposed to the container as env var DB_CONN")
// goes on with the same thing, never starts another phrase.
const SURFACED_COMMA =
  /,(?=\s+(?:exposed|mapped|surfaced|injected|passed)\s+(?:to\s+(?:the\s+|its\s+)?(?:container|app)\s+)?as\s+(?:an?\s+|the\s+)?env)/gi;

/** Splits on sentence ends, semicolons, line breaks and commas: each piece is one requirement phrase. */
export function splitClausesAt(text: string): Clause[] {
  const guarded = text.replace(NAME_LIST_COMMA, ' ').replace(SURFACED_COMMA, ' ');
  const out: Clause[] = [];
  let from = 0;
  const push = (end: number) => {
    const piece = guarded.slice(from, end);
    const lead = piece.length - piece.trimStart().length;
    const trimmed = piece.trim();
    if (/[a-z]/i.test(trimmed)) out.push({ text: trimmed, start: from + lead });
  };
  // A bracket is one unit (brackets.ts): what splits a phrase inside it ("(Linux, S1)") splits nothing.
  const brackets = bracketsOf(guarded);
  for (const m of guarded.matchAll(CLAUSE_END)) {
    if (!m[0].includes('\n') && bracketAt(brackets, m.index) !== undefined) continue;
    push(m.index);
    from = m.index + m[0].length;
  }
  push(guarded.length);
  return out;
}

/**
 * Lower case, character by character where a character would change length (so offsets hold).
 * "w/o", as typed in a hurry, reads "no " (it rules out what follows, as "without" does).
 */
export function lowerKeepingLength(text: string): string {
  const lower = text.toLowerCase();
  const kept =
    lower.length === text.length
      ? lower
      : Array.from(text, (ch) => {
          const l = ch.toLowerCase();
          return l.length === ch.length ? l : ch;
        }).join('');
  return kept.replace(SHORT_WITHOUT, 'no ');
}

const SHORT_WITHOUT = /(?<![\w/])w\/o(?![\w/])/g;

/**
 * Lower-case words: aws_ prefixes, underscores, hyphens and slashes become spaces; "route 53" is
 * one word. The result has the length of the input, so positions in it are positions in the text.
 */
export function normalise(text: string): string {
  return lowerKeepingLength(text)
    .replace(/\baws_/g, '    ')
    .replace(/[_/\\-]+/g, (m) => ' '.repeat(m.length))
    .replace(/\broute\s*53\b/g, (m) => 'route53'.padEnd(m.length))
    .replace(/\be\s+mail\b/g, (m) => 'email'.padEnd(m.length));
}

const WORD = /q\u00a7\d+|[a-z0-9]+(?:\.[a-z0-9]+)*|=/g;

export function tokenize(normalised: string): string[] {
  return normalised.match(WORD) ?? [];
}

/** A word of a phrase with its position in the whole text. */
export interface Token {
  /** The word as written (lower case). */
  raw: string;
  /** The word folded to its singular, as the vocabulary is. */
  word: string;
  start: number;
  end: number;
}

/** Words of `normalised` (a phrase starting at `offset` in the text), folded, with positions. */
export function tokensAt(normalised: string, offset = 0): Token[] {
  const out: Token[] = [];
  for (const m of normalised.matchAll(WORD))
    out.push({ raw: m[0], word: stem(m[0]), start: offset + m.index, end: offset + m.index + m[0].length });
  return out;
}

// A kind's word with its generation after it ("storagev2" of "StorageV2 account"): the kind's word.
const GENERATION = /^([a-z]{4,})v\d$/;

/**
 * Folds a plural to its singular so "subnets" matches "subnet" (and "VMs" "vm", short-plurals.ts),
 * and a word's generation away so "StorageV2 account" is a storage account; applied to both sides.
 */
export function stem(token: string): string {
  const generation = GENERATION.exec(token);
  if (generation) return generation[1];
  // "topic orders w/ subs billing + audit": subscriptions, as typed in a hurry ("sub" alone stays: Pub/Sub).
  if (token === 'subs') return 'subscription';
  if (token.length > 4 && token.endsWith('ies')) return token.slice(0, -3) + 'y';
  if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
  return shortPluralSingular(token) ?? token;
}

// Besides the counting words, words a request counts components with ("both", "a couple").
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ONE_TO_TEN,
  both: 2,
  pair: 2,
  multiple: 2,
  several: 2,
  second: 2,
  third: 3,
  couple: 2,
};

/** A count from a word or digits ("two", "3"), if the token is one. */
export function countOf(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  if (/^\d{1,3}$/.test(token)) return Number(token);
  return NUMBER_WORDS[token];
}
