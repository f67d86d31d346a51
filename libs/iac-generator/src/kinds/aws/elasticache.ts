/** ElastiCache: private, encrypted at rest and in transit, with users and groups for auth. */
import { type Component } from '../../model/types';

/**
 * A Redis replication group's nodes (1 to 6): as stated, else one primary and its replicas; at
 * least two when automatic failover or Multi-AZ is asked for, as both need a replica to fail over to.
 */
export function redisNodes(c: Component): number {
  const ha = c.attrs.failover || c.attrs.flags.has('multiAz');
  // Nodes counted, or a primary and its replicas ("2 nodes (primary + 1 replica)"): both are read, and
  // the larger wins, so neither is dropped when the two are stated together.
  const byReplicas = c.attrs.readReplicas ? 1 + c.attrs.readReplicas : undefined;
  const wanted = Math.max(c.attrs.nodes ?? 0, byReplicas ?? 0) || (ha ? 2 : 1);
  return Math.min(6, Math.max(ha ? 2 : 1, wanted));
}
