/**
 * A feature of the thing said before it, named by a general word that elsewhere names a kind of
 * its own: "a DynamoDB table with a stream", "Orders table: ... * stream with new and old images".
 * The stream is the table's own (its StreamSpecification), never a Kinesis stream beside it. Which
 * words name a feature of which kind is data: kind.json `features` (vocabulary/types.ts FeatureRow).
 * A thing introduced as one of its own ("and a stream", "another stream", "a stream named x") or a
 * product named by its own name ("a Kinesis stream") stays a resource.
 */
import { type Flag } from '../model/types';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { type Mention } from './intent';
import { type Token } from './text';

interface Feature {
  words: string[];
  flag?: string;
  with?: string;
  joined?: boolean;
}

const FEATURES = new Map<string, Feature[]>(
  KIND_VOCABULARY.flatMap((v) => (v.features ? [[v.kind, v.features] as const] : [])),
);

// Words that make what follows a thing of its own, joined to the one before or set beside it.
const OWN = new Set([
  'and',
  'plus',
  'also',
  'another',
  'separate',
  'second',
  'extra',
  'additional',
  'new',
  'standalone',
]);
// Words that join one more thing to a list, which a feature marked `joined` may follow all the same.
const JOINING = new Set(['and', 'plus', 'also']);
// Words that may stand between such a word and the feature ("and a stream", "plus the stream").
const ARTICLE = new Set(['a', 'an', 'the', 'one']);
// Words after it that give it a name of its own ("a stream named clicks").
const NAMING = new Set(['named', 'called']);

export interface OwnFeature {
  owner: Mention;
  /** The flag it raises; none when its writers write it from the values said with it. */
  flag: Flag | undefined;
  /** How many tokens after the match its `with` words take. */
  after: number;
}

/**
 * The feature the match at [start, end) (words `words`, a general word: no product's own name) names
 * of `owner`, the thing read just before it, when owner's kind declares it; undefined otherwise.
 * `text` is the request's text the tokens' offsets point into.
 */
export function ownFeature(
  tokens: Token[],
  start: number,
  end: number,
  words: string,
  owner: Mention | undefined,
  text: string,
): OwnFeature | undefined {
  if (!owner) return undefined;
  const said = words.toLowerCase();
  const row = FEATURES.get(owner.kind)?.find((f) => f.words.includes(said));
  if (!row) return undefined;
  let k = start - 1;
  while (k >= 0 && ARTICLE.has(tokens[k].word)) k--;
  // "and backups kept 14 days" joins the feature to the thing before it; "and a snapshot of it", with
  // an article, asks for one more thing of its own.
  const joins = row.joined && JOINING.has(tokens[k]?.word ?? '') && k === start - 1;
  if (k >= 0 && OWN.has(tokens[k].word) && !joins) return undefined;
  if (NAMING.has(tokens[end]?.word ?? '')) return undefined;
  return { owner, flag: row.flag as Flag | undefined, after: withWords(tokens, end, row.with, text) };
}

/** The latest thing read whose kind has `words` as a feature it always has (a row marked `joined`). */
export function joinedOwner(mentions: readonly Mention[], words: string): Mention | undefined {
  const said = words.toLowerCase();
  return mentions.findLast((m) => FEATURES.get(m.kind)?.some((f) => f.joined && f.words.includes(said)));
}

/** How many tokens from `end` the feature's `with` words (a RegExp source) take, 0 when they do not follow. */
function withWords(tokens: Token[], end: number, source: string | undefined, text: string): number {
  if (!source || end >= tokens.length) return 0;
  const from = tokens[end - 1].end;
  const m = new RegExp(source, 'i').exec(text.slice(from, from + 120));
  if (!m) return 0;
  const to = from + m[0].length;
  let n = 0;
  while (end + n < tokens.length && tokens[end + n].end <= to) n++;
  return n;
}

// Words after which "policy" is a thing of its own ("a policy", "the IAM policy"), never a setting's name.
const NOT_A_SETTING = new Set([
  'a',
  'an',
  'the',
  'one',
  'this',
  'that',
  'its',
  'our',
  'my',
  'new',
  'with',
  'and',
  'iam',
]);

/**
 * "a StorageClass with reclaim policy Retain", "image pull policy Always", "termination policy
 * OldestInstance": a general word for a kind ("policy") that, with the word before it, names a
 * setting of the thing read before and is followed by the setting's value written as an enum (a
 * capitalised single word). It is that setting, never a resource of its own. Returns the token
 * index where the setting's words start (its first word), or undefined.
 */
export function settingNamedBy(
  tokens: Token[],
  start: number,
  end: number,
  words: string,
  owner: Mention | undefined,
  text: string,
): number | undefined {
  if (!owner || end - start !== 1 || words.toLowerCase() !== 'policy') return undefined;
  const before = tokens[start - 1];
  const value = tokens[end];
  if (!before || !value || NOT_A_SETTING.has(before.word) || !/^[a-z]+$/.test(before.raw)) return undefined;
  if (before.start < owner.end) return undefined;
  // The value as written: a capitalised word ("Retain", "IfNotPresent", "OldestInstance").
  if (!/^[A-Z][a-z]+(?:[A-Z][a-z]*)*$/.test(text.slice(value.start, value.end))) return undefined;
  let first = start - 1;
  // "image pull policy", "pod management policy": up to two words name the setting.
  if (
    first > 0 &&
    /^[a-z]+$/.test(tokens[first - 1].raw) &&
    !NOT_A_SETTING.has(tokens[first - 1].word) &&
    tokens[first - 1].start >= owner.end
  )
    first -= 1;
  return first;
}
