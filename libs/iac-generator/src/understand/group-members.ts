/**
 * The machines of a group: "a target group of instances", "a scale set of Ubuntu VMs ... each VM
 * with a 128 GB data disk", "every node of the pool". Words for machines said as the members of a
 * group read before them are that group's members, never machines of their own; and a disk each
 * member has is a part of the group, which its writer holds or the answer says it does not.
 */
import { type Mention } from './intent';
import { type Token } from './text';

// Kinds that run a group of machines alike.
const GROUP =
  /\.(?:autoscaling_group|lb_target_group|eks_node_group|\w*scale_set|\w*node_pool|instance_group\w*|compute_instance_group\w*|batch_pool)$/;
// Kinds a word for a machine is read as.
const MACHINE = /\.(?:instance|\w*virtual_machine|compute_instance)$/;
// Kinds of a disk a machine has.
export const DISK = /\.(?:managed_disk|ebs_volume|compute_disk)$/;
const EACH = new Set(['each', 'every', 'all']);
// Words that may stand between a group and the machines it is "of": sizes, systems, types.
const BETWEEN = 4;

/** The group the machine words at [start, end) of kind `kind` are members of, if they are. */
export function groupOfMembers(
  tokens: Token[],
  start: number,
  kind: string,
  before: Mention[],
  at: (k: number) => number,
): Mention | undefined {
  if (!MACHINE.test(kind)) return undefined;
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
