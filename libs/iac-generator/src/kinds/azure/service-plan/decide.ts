import { type Component } from '../../../model/types';
import { planSku } from '../settings';
import { ownName } from '../naming';

// Tiers without deployment slots: Free, Shared and Basic.
const NO_SLOTS = /^(?:F1|D1|B\d)$/i;

/**
 * What the request's settings decide for an App Service plan, once for every format. A plan whose
 * app has a deployment slot is written on Standard (S1) when the tier asked has no slots, as the
 * answer says (kind.json `conflicts`).
 */
export function decide(c: Component) {
  const asked = planSku(c);
  const sku = c.config.slots && NO_SLOTS.test(asked) ? 'S1' : asked;
  return { name: ownName(c, 'asp'), sku, workers: c.attrs.desired };
}
