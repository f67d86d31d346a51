import { type Component } from '../../../model/types';
import { namedTier } from '../settings';
import { publicNetworkAccess } from '../closed-to-public';

/** What the request's settings decide for a container registry, once for every format. */
export function decide(c: Component, plan?: { components: Component[] }) {
  const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Premium');
  // Closing public access, zone redundancy and copies in other regions are Premium features.
  const premium = sku === 'Premium';
  return {
    sku,
    premium,
    publicAccess: premium ? publicNetworkAccess(c, plan) : undefined,
    replicaRegions: premium ? (c.attrs.replicaRegions ?? []) : [],
  };
}
