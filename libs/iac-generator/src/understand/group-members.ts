/**
 * The machines of a group: "a target group of instances", "a scale set of Ubuntu VMs ... each VM
 * with a 128 GB data disk", "every node of the pool". Words for machines said as the members of a
 * group read before them are that group's members, never machines of their own; and a disk each
 * member has is a part of the group, which its writer holds or the answer says it does not.
 */
import { type Mention } from './intent';
import { countOf, type Token } from './text';

// Kinds that run a group of machines alike.
const GROUP =
  /\.(?:autoscaling_group|lb_target_group|eks_node_group|\w*scale_set|\w*node_pool|instance_group\w*|compute_instance_group\w*|batch_pool)$/;
// Kinds a word for a machine is read as.
const MACHINE = /\.(?:instance|\w*virtual_machine|compute_instance)$/;
// Kinds of a disk a machine has.
export const DISK = /\.(?:managed_disk|ebs_volume|compute_disk)$/;
const EACH = new Set(['each', 'every', 'all']);
// Clusters whose members are database instances ("an Aurora cluster with two instances").
const CLUSTER = /\.(?:rds_cluster|docdb_cluster|neptune_cluster)$/;
// Bare words for a machine that a count can make members of the group before ("never more than 8 instances").
const BARE_MACHINE = new Set(['instance', 'node', 'vm', 'server', 'machine']);
// Words bounding a count: "at most", "never more than", "a minimum of", "up to".
const BOUND = new Set([
  'or',
  'at',
  'most',
  'least',
  'no',
  'never',
  'not',
  'more',
  'fewer',
  'than',
  'up',
  'to',
  'max',
  'maximum',
  'min',
  'minimum',
  'of',
  'a',
  'only',
  'exactly',
]);
const NUMBER = /^(?:\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)$/;
// Words that may stand between a group and the machines it is "of": sizes, systems, types.
const BETWEEN = 4;
// A machine class as one word ("db.r6g.large", "m6g.large.search", "cache.t4g.small") and the "x" of "3 x".
const CLASS_TOKEN = /^(?:db\.|cache\.)?[a-z]\d+[a-z]*(?:-[a-z]+)?(?:\.\w+)+$/;
const TIMES = new Set(['x', '×']);

/** The group the machine words at [start, end) of kind `kind` are members of, if they are. */
export function groupOfMembers(
  tokens: Token[],
  start: number,
  kind: string,
  before: Mention[],
  at: (k: number) => number,
): Mention | undefined {
  if (!MACHINE.test(kind)) return undefined;
  const counted = countedMembersOf(tokens, start, before);
  if (counted) return counted;
  const group = before.findLast((m) => GROUP.test(m.kind));
  if (!group) return undefined;
  // "each VM", "every instance": the members of the group read before.
  if (EACH.has(tokens[start - 1]?.word ?? '')) return group;
  // "a target group of [Ubuntu 22.04] instances": right after the group, joined by "of".
  for (let k = start - 1; k >= 0 && k >= start - 1 - BETWEEN; k--) {
    if (tokens[k].word === 'of') return at(k) >= group.end && at(k) - group.end <= 2 ? group : undefined;
    if (['a', 'an', 'and', 'with', 'for', 'to'].includes(tokens[k].word)) return undefined;
  }
  return undefined;
}

/**
 * "a scale set of D2s_v3, at least 2, never more than 8 instances", "an Aurora cluster, two
 * instances (a writer and a reader)": a bare machine word with a count or a bound on it, said
 * right after a group or a cluster (the last thing read), counts that thing's members; the count
 * is its setting, never machines of their own. "... and 3 VMs" (a count joined by "and" with no
 * bound) or "3 EC2 instances" (a product named) stay machines of their own.
 */
function countedMembersOf(tokens: Token[], start: number, before: Mention[]): Mention | undefined {
  // The group said last, with no machines of their own said after it (a grant or a network said
  // between, as in "... keep CPU around 60%, never more than 8 instances", leaves it the group).
  const at = before.findLastIndex((m) => GROUP.test(m.kind) || CLUSTER.test(m.kind));
  if (at < 0 || before.slice(at + 1).some((m) => MACHINE.test(m.kind))) return undefined;
  const last = before[at];
  // The members' class may stand between the count and the machine word ("3 db.r5.large
  // instances", "4 x m5.large nodes"): the count is still theirs.
  let n = start - 1;
  if (CLASS_TOKEN.test(tokens[n]?.word ?? '')) n--;
  if (TIMES.has(tokens[n]?.word ?? '')) n--;
  if (!BARE_MACHINE.has(tokens[start]?.word ?? '') || !NUMBER.test(tokens[n]?.word ?? '')) return undefined;
  let k = n - 1;
  let bounded = false;
  while (k >= 0 && BOUND.has(tokens[k].word)) {
    if (tokens[k].word !== 'a' && tokens[k].word !== 'of') bounded = true;
    k--;
  }
  if (!bounded && ['and', 'plus', 'also', 'separate', 'standalone', 'another', 'extra'].includes(tokens[k]?.word ?? ''))
    return undefined;
  return last;
}

/** Whether a kind is one a word for a machine is read as (an instance, a virtual machine). */
export const isMachineKind = (kind: string) => MACHINE.test(kind);

/**
 * Whether a thing's members are machines or database instances: a group run alike (a scale set, an
 * auto scaling group, a node pool) or a cluster of database instances.
 */
export const hasMembers = (m: Mention) => GROUP.test(m.kind) || CLUSTER.test(m.kind);

/** Whether the group's members are database instances (an Aurora, DocumentDB or Neptune cluster). */
export function isInstanceCluster(group: Mention): boolean {
  return CLUSTER.test(group.kind);
}

// Words naming the roles of a cluster's members in a bracket after their count: "(a writer and a
// reader)", "(one primary, two replicas)", "(1 writer + 2 readers)".
const ROLE = new Set([
  ...['writer', 'reader', 'primary', 'replica', 'secondary', 'standby', 'read', 'write', 'member', 'instance'],
  ...['a', 'an', 'one', 'two', 'three', 'four', 'five', 'and', 'plus', 'each', 'for', 'failover'],
]);

// An instance class written between a count and its machine word, with an optional "x".
const CLASS_BETWEEN = /^\s+(?:x\s+)?(?:db\.|cache\.)?[a-z]\d+[a-z]*(?:-[a-z]+)?(?:\.\w+)+\s+$/i;

/** The count of a cluster's members read from "two instances (a writer and a reader)", and the token indexes it read. */
export interface MemberCount {
  count: number;
  /** The words that said it, from the count to the end of a bracket naming the members' roles. */
  from: number;
  to: number;
}

/**
 * "an Aurora cluster, two instances (a writer and a reader)": an exact count of the cluster's
 * members, the count word right before the machine word at `start`; with a bracket right after it
 * that only names their roles, which are those members, never things of their own. A bound ("at
 * most 3 instances") is no exact count: undefined, as for a count with no number.
 */
export function memberCount(tokens: Token[], start: number, end: number, text: string): MemberCount | undefined {
  // "two db.r6g.large instances", "3 x db.r5.large instances": the members' class between the count
  // and the machine word says what they are, and the count is still theirs.
  for (let k = start - 2; k >= Math.max(0, start - 6); k--)
    if (
      countOf(tokens[k].word) !== undefined &&
      CLASS_BETWEEN.test(text.slice(tokens[k].end, tokens[start].start)) &&
      !BOUND.has(tokens[k - 1]?.word ?? '')
    )
      return memberCount(tokens, k + 1, end, text) ?? { count: countOf(tokens[k].word)!, from: k, to: end };
  const count = countOf(tokens[start - 1]?.word);
  if (count === undefined || count < 1 || count > 15 || BOUND.has(tokens[start - 2]?.word ?? '')) return undefined;
  let to = end;
  // The bracket right after the machine word, all of whose words name roles.
  if (
    text
      .slice(tokens[end - 1].end)
      .trimStart()
      .startsWith('(')
  ) {
    const close = text.indexOf(')', tokens[end - 1].end);
    let k = end;
    while (k < tokens.length && tokens[k].end <= close && ROLE.has(tokens[k].word)) k++;
    if (k > end && (k >= tokens.length || tokens[k].start > close)) to = k;
  }
  return { count, from: start - 1, to };
}
