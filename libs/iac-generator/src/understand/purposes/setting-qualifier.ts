/**
 * "a storage account with blob soft delete of 30 days", "with container soft delete", "with object
 * versioning": a bare kind word right before the words of a setting read in the clause says which
 * part of the resource read before the setting is for; it is that resource's setting, never a
 * resource of its own. A thing introduced or counted ("with a blob", "two blobs and soft delete"),
 * a plural ("node pools autoscaling ..."), one followed by a joining word ("my Lambda every 15
 * minutes") or one not asked as a setting is (after "with", "and", "enable") stays a thing of its own.
 */
import { countOf, type Token } from '../text';

// Words that introduce or count a thing of its own right before it.
const INTRODUCING = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'each', 'every', 'one', 'new', 'its']);
// Words after which what follows is no setting name: "blob in ...", "disk per VM".
const JOINING = new Set([
  ...['per', 'with', 'in', 'on', 'for', 'at', 'of', 'and', 'or', 'to', 'from', 'by', 'named', 'called'],
  ...['every', 'each', 'when', 'whenever', 'after', 'before', 'once', 'daily', 'hourly', 'weekly', 'nightly'],
]);
// Words a setting is asked with right before its qualifier: "with blob soft delete", "enable blob versioning".
const ASKS = new Set(['with', 'and', 'plus', 'enable', 'enabled', 'enabling', 'turn', 'on', 'also', 'has', 'having']);

/**
 * Whether the match at [start, end) only qualifies the setting whose words start right after it.
 * `setting` says whether a token starts the words of a setting (read as a setting, or a store's part
 * such as "versioning"); `described` is whether a resource was read before in the request.
 */
export function qualifiesASetting(
  tokens: Token[],
  start: number,
  end: number,
  setting: (k: number) => boolean,
  described: boolean,
): boolean {
  const next = tokens[end];
  const last = tokens[end - 1];
  if (!described || !next || end - start !== 1 || last.raw.toLowerCase() !== last.word) return false;
  if (!/^[a-z]+$/i.test(next.raw) || JOINING.has(next.word) || !setting(end)) return false;
  const before = tokens[start - 1]?.word;
  return before !== undefined && ASKS.has(before) && !INTRODUCING.has(before) && countOf(before) === undefined;
}

/**
 * "14 days of soft delete for blobs and containers", "versioning for objects": bare plural kind
 * words right after "for" that follows a setting's words say which parts of the resource the setting
 * covers, never resources of their own. `setting` says whether a token is a setting's word. A word
 * with a determiner ("for the database") or a number ("for two queues") is a thing of its own.
 */
export function qualifiesASettingBefore(
  tokens: Token[],
  start: number,
  end: number,
  setting: (k: number) => boolean,
  described: boolean,
): boolean {
  const last = tokens[end - 1];
  if (!described || end - start !== 1 || !/^[a-z]+s$/.test(last.raw)) return false;
  let k = start - 1;
  // Back over the other parts listed with it ("blobs and", "blobs,").
  for (let seen = 0; k >= 0 && seen < 4 && tokens[k].word !== 'for'; seen++, k--) {
    const w = tokens[k].raw;
    if (!(w === 'and' || w === ',' || w === 'or' || /^[a-z]+s$/.test(w))) return false;
  }
  return k > 0 && tokens[k].word === 'for' && setting(k - 1);
}
