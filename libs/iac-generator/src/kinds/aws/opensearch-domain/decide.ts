import { type Component } from '../../../model/types';

/** What the request's settings decide for an OpenSearch domain, once for every format. */
export function decide(c: Component) {
  return {
    engineVersion: c.attrs.version ? `OpenSearch_${c.attrs.version}` : 'OpenSearch_2.13',
    // A stated search instance type ("r6g.large.search"), else the smallest.
    instanceType: c.attrs.size?.endsWith('.search') ? c.attrs.size : 't3.small.search',
    // Nodes spread over the zones asked ("over 3 AZs"): one per zone unless a count is stated.
    instanceCount: c.attrs.nodes ?? zonesOf(c) ?? 1,
    // Zone awareness for 2 or 3 zones, the counts a domain takes; with 2, only over an even
    // number of data nodes, which the service requires.
    zones: zoneAwareness(c),
    // 10 GiB unless stated: the smallest gp3 volume a domain takes, which suits the smallest instance
    // type above; a starting point grows its volume in place, without a new domain.
    volumeGb: c.attrs.storageGb ?? 10,
  };
}

const zonesOf = (c: Component) => (c.attrs.zoneCount === 2 || c.attrs.zoneCount === 3 ? c.attrs.zoneCount : undefined);

function zoneAwareness(c: Component): number | undefined {
  const zones = zonesOf(c);
  const nodes = c.attrs.nodes ?? zones ?? 1;
  return zones && nodes >= zones && (zones === 3 || nodes % 2 === 0) ? zones : undefined;
}
