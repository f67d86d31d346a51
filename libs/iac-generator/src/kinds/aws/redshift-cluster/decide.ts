import { type Component } from '../../../model/types';

/** What the request's settings decide for a Redshift cluster, once for every format. */
export function decide(c: Component) {
  // One node unless more are stated; more than one makes a multi-node cluster.
  const nodes = c.attrs.nodes ?? 1;
  return { clusterType: nodes > 1 ? 'multi-node' : 'single-node', numberOfNodes: nodes > 1 ? nodes : undefined };
}
