import { type Component } from '../../../model/types';
import { azName } from '../common';
import { planSku } from '../settings';

/** What the request's settings decide for an App Service plan, once for every format. */
export function decide(c: Component) {
  return { name: `asp-${azName(c)}`, sku: planSku(c), workers: c.attrs.desired };
}
