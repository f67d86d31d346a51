/**
 * "change it to D8s_v5 spot VMs" after a scale set, "make the instances r6g.xlarge, 4 of them" after
 * an Aurora cluster: a follow-up's words for machines, when the request so far has no machine of its
 * own but a thing whose members are machines (a scale set, an auto scaling group, a node pool) or
 * database instances (a database cluster), speak of those members. What they say (a size, spot, a
 * count) changes that thing, never a machine of its own beside it. A new one is asked with words
 * that say so ("add a VM", "another instance", "a separate bastion VM") or by a name of its own.
 */
import { FAMILIES } from '../settings';
import { hasMembers, isMachineKind } from '../group-members';
import { type Mention } from '../intent';
import { type Setting } from '../../model/types';
import { type Operation } from './operations';

// Words that ask for a machine of its own, beside the group.
const NEW =
  /\b(?:add|adding|plus|another|second|third|new|extra|additional|separate|standalone|single|one more|more|bastion|jump ?box|jumphost)\b/i;
// Words that point at machines said before ("the VMs", "its instances", "each node").
const POINTING = /\b(?:the|its|their|each|every|all|those|these|them)\b/i;

/**
 * The earlier thing whose members the machine words `m` of follow-up turn `t` speak of, if they do:
 * the last thing of an earlier turn with members, when no machine of `m`'s kind was read before.
 */
export function groupOfMachines(
  model: Mention[],
  m: Mention,
  op: Operation,
  phrase: string,
  t: number,
  turn: (phrase: number) => number,
): Mention | undefined {
  if (!isMachineKind(m.kind) || m.names.length || m.separate || NEW.test(phrase)) return undefined;
  const earlier = model.filter((x) => turn(x.phrase) < t);
  if (earlier.some((x) => x.kind === m.kind)) return undefined;
  // Said as a change ("change it to ...", "make them ...") or pointing back ("the VMs"), never "a VM".
  if (m.indefinite || !(op.change || POINTING.test(phrase))) return undefined;
  const groups = earlier.filter(hasMembers);
  // Of one cloud: the machines of a cluster on another cloud are no members of it.
  const cloud = (k: string) => k.slice(0, k.indexOf('.'));
  const group = groups.at(-1);
  return group && cloud(group.kind) === cloud(m.kind) ? group : undefined;
}

/**
 * What the machine words `m` said of the members of `group`, as a mention to fold into it: their
 * settings and values, and their count as the number of members its kind takes (an instance count,
 * a node count).
 */
export function foldIntoGroup(group: Mention, m: Mention): Mention {
  const kind = group.kind.slice(group.kind.indexOf('.') + 1);
  const key = FAMILIES.nodes.test(kind) ? 'nodes' : FAMILIES.instanceCount.test(kind) ? 'desired' : undefined;
  const counted = m.count > 1 && key && !m.settings.some((s) => s.keys.includes(key));
  const count = counted
    ? [
        {
          label: key === 'nodes' ? 'node count' : 'instance count',
          keys: [key],
          text: `${m.count} ${m.text ?? ''}`.trim(),
          phrase: m.phrase,
          family: key === 'nodes' ? 'nodes' : 'instanceCount',
          values: { [key]: m.count },
        },
      ]
    : [];
  return {
    ...m,
    kind: group.kind,
    names: [],
    count: 1,
    attrs: { ...m.attrs, ...(counted ? { [key]: m.count } : {}) },
    settings: [...m.settings, ...count],
  };
}

// Clusters whose members are database instances: one more is a reader, never a machine of its own.
const DB_CLUSTER = /\.(?:rds_cluster|docdb_cluster|docdb_elastic_cluster|neptune_cluster)$/;
// Words a database cluster's member is said with.
const MEMBER_WORD = /^(?:db|database|aurora|reader|replica|member|instance|node)s?$/i;
// Words that ask for one more of the members ("add a second instance", "one more instance").
const ONE_MORE = /\b(?:second|third|another|one more|extra|additional|more)\b/i;

/**
 * "add a second instance as a reader" after an Aurora cluster: machine words a follow-up asks for as
 * one more, with no name, when the request so far has a database cluster and no machine of their
 * kind, are one more member of that cluster (a reader). Returns the cluster, or none.
 */
export function clusterOfAddedMember(
  model: Mention[],
  m: Mention,
  phrase: string,
  t: number,
  turn: (phrase: number) => number,
): Mention | undefined {
  if (!isMachineKind(m.kind) || m.names.length || !ONE_MORE.test(phrase)) return undefined;
  // Only bare words for a member ("instance", "DB instance"): "another EC2 instance" is a machine of its own.
  if (!(m.text ?? '').split(/\s+/).every((w) => MEMBER_WORD.test(w))) return undefined;
  const earlier = model.filter((x) => turn(x.phrase) < t);
  if (earlier.some((x) => x.kind === m.kind)) return undefined;
  const cluster = earlier.filter((x) => DB_CLUSTER.test(x.kind)).at(-1);
  const cloud = (k: string) => k.slice(0, k.indexOf('.'));
  return cluster && cloud(cluster.kind) === cloud(m.kind) ? cluster : undefined;
}

/** One more reader of `cluster` (or as many as the words count), as a mention to fold into it. */
export function addedReaders(cluster: Mention, m: Mention): Mention {
  const now = (cluster.attrs.readReplicas ?? 0) + Math.max(1, m.count);
  const setting: Setting = {
    label: 'read replicas',
    keys: ['readReplicas'],
    text: m.text ?? 'instance',
    phrase: m.phrase,
    family: 'readReplica',
    values: { readReplicas: now },
  };
  return {
    ...m,
    kind: cluster.kind,
    names: [],
    count: 1,
    attrs: { ...m.attrs, readReplicas: now },
    settings: [setting],
  };
}
