import { type Component } from '../../../model/types';
import { bastionSku } from '../common';
import { ownName } from '../naming';

/** What the request's settings decide for a Bastion host, once for every format. */
export function decide(c: Component) {
  const sku = bastionSku(c);
  // Native clients reach machines through a tunnel, a Standard and Premium feature.
  return { name: ownName(c, 'bas'), sku, tunneling: sku === 'Standard' || sku === 'Premium' ? true : undefined };
}
