import { type Component } from '../../../model/types';

/** What the request's settings decide for an OpenSearch domain, once for every format. */
export function decide(c: Component) {
  return {
    engineVersion: c.attrs.version ? `OpenSearch_${c.attrs.version}` : 'OpenSearch_2.13',
    // A stated search instance type ("r6g.large.search"), else the smallest.
    instanceType: c.attrs.size?.endsWith('.search') ? c.attrs.size : 't3.small.search',
    instanceCount: c.attrs.nodes ?? 1,
    // 10 GiB unless stated: the smallest gp3 volume a domain takes, which suits the smallest instance
    // type above; a starting point grows its volume in place, without a new domain.
    volumeGb: c.attrs.storageGb ?? 10,
  };
}
