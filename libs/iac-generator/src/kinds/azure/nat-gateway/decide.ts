import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/**
 * A NAT gateway, once for every format: Standard, with its outbound addresses from the public IP
 * prefix asked for beside it, else from the public IP planned for it.
 */
export function decide(c: Component) {
  return {
    name: ownName(c, 'ng'),
    sku: 'Standard',
    ip: c.ref.ip as Component | undefined,
    prefix: c.ref.prefix as Component | undefined,
  };
}
