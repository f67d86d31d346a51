import { type Component } from '../../../model/types';
import { planSku } from '../settings';
import { ownName } from '../naming';

/** What the request's settings decide for an App Service plan, once for every format. */
export function decide(c: Component) {
  return { name: ownName(c, 'asp'), sku: planSku(c), workers: c.attrs.desired };
}
