import { type Component } from '../../../model/types';
import { namedTier } from '../settings';

/** What the request's settings decide for an Event Hubs namespace, once for every format. */
export function decide(c: Component) {
  const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
  const capacity = c.attrs.readCapacity ?? 1;
  // Auto-inflate: on when a maximum of throughput units was stated above the base capacity (Standard only).
  const max = c.attrs.max;
  const inflate = max !== undefined && max > capacity && sku === 'Standard';
  return {
    sku,
    capacity,
    autoInflate: inflate || undefined,
    maxThroughputUnits: inflate ? Math.min(40, max) : undefined,
  };
}
