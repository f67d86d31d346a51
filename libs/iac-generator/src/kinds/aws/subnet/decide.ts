import { type Component } from '../../../model/types';

/** What the request's settings decide for a subnet, once for every format. */
export function decide(c: Component, plan: { all(kind: string): Component[] }) {
  // The subnets are numbered in plan order: the n-th takes the n-th address block and the n-th stated zone.
  const subnets = plan.all('aws.subnet');
  const index = subnets.indexOf(c);
  // Asked to span a number of zones ("private subnets in 3 AZs"), each tier's subnets take one zone
  // each in turn; otherwise they alternate between two.
  const tier = subnets.filter((s) => s.config.tier === c.config.tier);
  const spread = Math.max(0, ...tier.map((s) => s.attrs.zoneCount ?? 0));
  const zoneIndex = spread ? tier.indexOf(c) % spread : index % 2;
  return { index, zoneIndex, statedZone: c.attrs.zones[index], publicTier: c.config.tier === 'public' };
}
