import { type Component } from '../../../model/types';
import { namedTier } from '../settings';

/** What the request's settings decide for a container registry, once for every format. */
export function decide(c: Component) {
  const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium');
  // Closing public access, zone redundancy and copies in other regions are Premium features.
  const premium = sku === 'Premium';
  return {
    sku,
    premium,
    publicAccess: premium ? c.attrs.flags.has('public') : undefined,
    replicaRegions: premium ? (c.attrs.replicaRegions ?? []) : [],
  };
}
