/** Planning pieces shared by Google Cloud kinds: the network and service accounts. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { ownIdentity } from '../own-identity';

// Kinds whose resources sit in a subnetwork, not only on a network.
const IN_SUBNETWORK = new Set(['gcp.compute_instance', 'gcp.compute_instance_template', 'gcp.container_cluster']);

export function networkFor(c: Component, plan: Planner): Component | undefined {
  // Once the request said which network to use, everything networked uses it.
  const existing = c.attrs.existingNetwork ?? plan.first('gcp.existing_network')?.attrs.existingNetwork;
  if (existing) return existingNetworkFor(c, existing, plan);
  const net = plan.ensure('gcp.compute_network', 'a custom VPC network instead of the default one', { label: 'main' });
  const sub =
    plan.first('gcp.compute_subnetwork') ??
    plan.add('gcp.compute_subnetwork', {
      implicit: 'a private subnetwork with flow logs and Private Google Access',
      label: 'main',
    });
  sub.ref.network ??= net;
  c.ref.network = net;
  c.ref.subnetwork = sub;
  return sub;
}

/**
 * A firewall rule applies to the network the request has (asked, said to exist, or made for a part
 * that runs in it; found again when written). Asked alone, it refers to a network of theirs: none is
 * made only to hold the rule (issue 24, INV).
 */
export function networkIfAsked(c: Component, plan: Planner): Component | undefined {
  const kinds = ['gcp.compute_network', 'gcp.compute_subnetwork', 'gcp.existing_network'];
  if (c.attrs.existingNetwork || kinds.some((k) => plan.first(k))) return networkFor(c, plan);
  return undefined;
}

/** The network the request said to use ("the existing VPC", "our current network"): read, never created. */
function existingNetworkFor(c: Component, name: string, plan: Planner): Component | undefined {
  const net =
    plan.first('gcp.existing_network') ??
    plan.add('gcp.existing_network', {
      implicit: 'the network the request said to use, read rather than created',
      label: name === 'default' ? 'default' : 'existing',
      attrs: { existingNetwork: name },
    });
  plan.handOver(c, net, 'existing network');
  c.ref.network = net;
  if (!IN_SUBNETWORK.has(c.kind)) return undefined;
  // A subnetwork the request said exists too ("the existing network vpc-prod and subnet gke-nodes") is the one used.
  const given = plan.all('gcp.compute_subnetwork').find((s) => s.attrs.flags.has('existing'));
  if (given) {
    c.ref.subnetwork = given;
    return given;
  }
  const sub =
    plan.first('gcp.existing_subnetwork') ??
    plan.add('gcp.existing_subnetwork', {
      implicit: 'the subnetwork of the network the request said to use',
      label: net.id,
      attrs: { existingNetwork: name },
    });
  sub.ref.network = net;
  c.ref.subnetwork = sub;
  return sub;
}

/**
 * A dedicated service account per workload (an unclaimed one from the prompt if any). One that Kubernetes pods act
 * as through Workload Identity is theirs: nodes running under it would hand its grants to every pod on them.
 */
export const serviceAccountFor = (c: Component, plan: Planner): Component =>
  ownIdentity(
    c,
    plan,
    'gcp.service_account',
    'runs the workload with its own least-privilege identity, not the default compute account',
    (s) => !(c.kind === 'gcp.container_node_pool' && s.attrs.podRole),
  );
