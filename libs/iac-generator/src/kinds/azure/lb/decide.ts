import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** What a load balancer fronts and probes, once for every format. */
export function decide(c: Component) {
  const port = c.attrs.ports[0] ?? 443;
  return {
    name: ownName(c, 'lb'),
    sku: 'Standard',
    // A public IP planned for it makes it public; otherwise it takes a private address in its subnet.
    publicIp: c.ref.ip as Component | undefined,
    subnet: c.ref.subnet as Component | undefined,
    frontend: 'frontend',
    pool: 'backend',
    // Probed and balanced on the port said of it (the machines behind it serve that port), else HTTPS.
    probe: { name: port === 443 ? 'https' : `tcp-${port}`, protocol: 'Tcp', port },
  };
}
