/**
 * "a Service for its pods", "a Lambda function that reads the bucket", "a database on the server
 * sql-billing": a word of a thing already read, after a definite word ("the", "its", "those"),
 * refers back to that thing (a relation, and a name for it when it has none), never a second one.
 * "a bucket", "another bucket", "the bucket 'b'" after a bucket named "a" are things of their own.
 */
import { type Mention } from './intent';
import { stem, type Token } from './text';

const DEFINITE = new Set(['the', 'its', 'their', 'those', 'these', 'that', 'this', 'same']);
// "its objects", "whose items", and "where items expire" (a relative "where" with contents right after it).
const POSSESSIVE = new Set(['its', 'their', 'whose', 'where']);
// What a store holds, folded to the singular: its objects, items, records, messages are data in it.
const CONTENTS = new Set([
  'object',
  'item',
  'record',
  'blob',
  'file',
  'message',
  'entry',
  'event',
  'row',
  'document',
  'upload',
  'content',
]);
// Words that introduce a thing of its own: "a server x", "another server y", "one server".
const INTRODUCING = new Set(['a', 'an', 'another', 'one', 'new', 'second', 'separate', 'two', 'three']);
// What a workload runs as: its pods and containers are the workload itself.
const POD_WORDS = new Set(['pod', 'pods', 'replica', 'replicas', 'container', 'containers']);
const WORKLOAD = /^k8s\.(?:deployment|stateful_set|daemon_set|job|cron_job)$/;

// What a bucket or container holds, said in general ("objects move to Glacier", "any blob older than
// 30 days"): the store's contents, never one sample object to upload. Only these three words: a
// record, message or event said bare may be a thing of its own ("DNS records", "events").
const STORED = new Set(['object', 'blob', 'file']);
// Words that say "whichever of them", never one new thing: "any object", "old files", "all blobs".
const ANY_OF = new Set(['any', 'all', 'every', 'each', 'old', 'older', 'noncurrent', 'stale', 'other']);

/**
 * Whether the word at `k` is a store's contents said in general: "any object", "all files", or a bare
 * plural ("objects move to Glacier after 90 days", "blobs are deleted after 60 days"), never
 * introduced as a thing of its own ("two files", "a blob", "Azure Files").
 */
export function saysStoredContents(tokens: Token[], k: number): boolean {
  const t = tokens[k];
  if (!t || !STORED.has(t.word)) return false;
  const before = tokens[k - 1]?.word ?? '';
  if (ANY_OF.has(before)) return true;
  return t.raw !== t.word && !INTRODUCING.has(before) && !/^\d/.test(before) && before !== 'azure';
}

/** Whether the word at `k` is what a thing holds, said as its contents ("its objects", "whose messages"). */
export function saysContents(tokens: Token[], k: number): boolean {
  return POSSESSIVE.has(tokens[k - 1]?.word ?? '') && CONTENTS.has(tokens[k]?.word ?? '');
}

/**
 * The mention read before that the words at [start, end) (of kind `kind`, followed by `names`)
 * refer back to, if they do.
 */
export function referredBack(
  tokens: Token[],
  start: number,
  end: number,
  kind: string,
  names: string[],
  before: Mention[],
): Mention | undefined {
  if (end - start !== 1) return undefined;
  const word = tokens[start].word;
  // "its objects", "their messages", "whose items": what a thing holds is that thing, never one of its own.
  if ((saysContents(tokens, start) || saysStoredContents(tokens, start)) && !names.length)
    return [...before]
      .sort((a, b) => a.start - b.start)
      .findLast((m) => m.start < tokens[start].start && m.kind !== kind);
  const own = (m: Mention) => m.kind.slice(m.kind.indexOf('.') + 1).split('_');
  // "an Azure SQL database ..., server sql-reports": with no article, a word the product read
  // before is named by, given a name, is that product's part named, never another kind's thing.
  if (!DEFINITE.has(tokens[start - 1]?.word ?? '') && !inDefiniteList(tokens, start)) {
    if (!names.length || INTRODUCING.has(tokens[start - 1]?.word ?? '') || /^\d/.test(tokens[start - 1]?.word ?? ''))
      return undefined;
    const product = before.findLast((m) => m.kind !== kind && own(m).includes(stem(word)));
    return product && !product.names.length ? product : undefined;
  }
  // A child named inside a thing read before ("a namespace with a queue orders", then "that queue") is that child.
  const holds = (m: Mention) => !!m.attrs.children?.some((ch) => stem(ch.word) === stem(word) && ch.names.length);
  const same = (m: Mention) =>
    m.kind === kind || own(m).includes(stem(word)) || (POD_WORDS.has(word) && WORKLOAD.test(m.kind)) || holds(m);
  const referent = before.findLast(same);
  if (!referent) return undefined;
  // Named otherwise, it is another one ("the bucket 'b'" after a bucket named "a").
  if (names.length && referent.names.length && !names.every((n) => referent.names.includes(n))) return undefined;
  return referent;
}

/**
 * "an auto scaling group web-asg ...; register the group with the target group": "the" and a word that
 * is a word of a thing read before of another kind ("group" of the auto scaling group), with nothing of
 * the word's own kind read, is that thing (in this turn or an earlier one), never a new one of the
 * word's own kind (an IAM group).
 */
export function anotherKindsWord(
  tokens: Token[],
  start: number,
  end: number,
  kind: string,
  before: Mention[],
): Mention | undefined {
  if (end - start !== 1 || !['the', 'that', 'this', 'its'].includes(tokens[start - 1]?.word ?? '')) return undefined;
  if (before.some((m) => m.kind === kind)) return undefined;
  const word = stem(tokens[start].word);
  return before.findLast((m) =>
    m.kind
      .slice(m.kind.indexOf('.') + 1)
      .split('_')
      .includes(word),
  );
}

// How many words a thing before "and" may have in a list the article opens ("the storage account and queue").
const LIST_REACH = 4;

/**
 * Whether the word at `start` closes a list a definite word opens: "create the storage account and
 * queue too", "the bucket and topic": "the" says both things were named before.
 */
export function inDefiniteList(tokens: Token[], start: number): boolean {
  if (!['and', 'or'].includes(tokens[start - 1]?.word ?? '')) return false;
  for (let k = start - 2; k >= 0 && k >= start - 1 - LIST_REACH; k--) {
    const w = tokens[k].word;
    if (DEFINITE.has(w)) return k < start - 2;
    if (INTRODUCING.has(w) || w === 'and' || w === 'or' || /^\d/.test(w)) return false;
  }
  return false;
}

// Words that relate the thing after them to another: "hosted on the server x", "in front of its pods".
const RELATING = new Set([
  'for',
  'of',
  'on',
  'onto',
  'in',
  'into',
  'to',
  'from',
  'with',
  'behind',
  'by',
  'at',
  'via',
  'through',
  'across',
  'over',
  'inside',
]);

/** Whether a relating word comes right before the definite word before `start` ("on the server"). */
export const relatesBefore = (tokens: Token[], start: number): boolean => RELATING.has(tokens[start - 2]?.word ?? '');
