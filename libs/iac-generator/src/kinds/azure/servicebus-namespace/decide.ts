import { type Component } from '../../../model/types';
import { namedTier } from '../settings';

/** What the request's settings decide for a Service Bus namespace, once for every format. */
export function decide(c: Component) {
  const sku = namedTier(c, ['Basic', 'Standard', 'Premium'], 'Standard');
  // Premium is sold in messaging units (one the smallest) and spread over partitions.
  const premium = sku === 'Premium';
  return { sku, messagingUnits: premium ? 1 : undefined, partitions: premium ? 1 : undefined };
}
