import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** What a load balancer fronts and probes, once for every format. */
export function decide(c: Component) {
  return {
    name: ownName(c, 'lb'),
    sku: 'Standard',
    // A public IP planned for it makes it public; otherwise it takes a private address in its subnet.
    publicIp: c.ref.ip as Component | undefined,
    subnet: c.ref.subnet as Component | undefined,
    frontend: 'frontend',
    pool: 'backend',
    probe: { name: 'https', protocol: 'Tcp', port: 443 },
  };
}
