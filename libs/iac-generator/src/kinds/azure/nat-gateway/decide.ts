import { type Component } from '../../../model/types';
import { azName } from '../common';

/** A NAT gateway, once for every format: Standard, with the public IP planned for it. */
export function decide(c: Component) {
  return { name: `ng-${azName(c)}`, sku: 'Standard', ip: c.ref.ip as Component };
}
