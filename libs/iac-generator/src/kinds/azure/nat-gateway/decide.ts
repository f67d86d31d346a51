import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** A NAT gateway, once for every format: Standard, with the public IP planned for it. */
export function decide(c: Component) {
  return { name: ownName(c, 'ng'), sku: 'Standard', ip: c.ref.ip as Component };
}
