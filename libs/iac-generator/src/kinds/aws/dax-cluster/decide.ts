import { type Component } from '../../../model/types';

/** What the request's settings decide for a DAX cluster, once for every format. */
export function decide(c: Component) {
  return {
    // A stated DAX node type ("dax.r5.large"), else the smallest.
    nodeType: c.attrs.size?.startsWith('dax.') ? c.attrs.size : 'dax.t3.small',
    // As stated, else one node, as this generator sizes every cluster (Aurora, Redis, OpenSearch) for
    // a starting point; three, one per zone as AWS recommends for production, when the request asks
    // for high availability, since a one-node cluster has no node to fail over to.
    nodes: c.attrs.nodes ?? (c.attrs.failover || c.attrs.flags.has('multiAz') ? 3 : 1),
  };
}
