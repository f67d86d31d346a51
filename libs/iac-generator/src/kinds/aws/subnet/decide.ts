import { type Component } from '../../../model/types';

/** What the request's settings decide for a subnet, once for every format. */
export function decide(c: Component, plan: { all(kind: string): Component[] }) {
  // The subnets are numbered in plan order: the n-th takes the n-th address block and the n-th stated zone.
  const index = plan.all('aws.subnet').indexOf(c);
  return { index, statedZone: c.attrs.zones[index], publicTier: c.config.tier === 'public' };
}
