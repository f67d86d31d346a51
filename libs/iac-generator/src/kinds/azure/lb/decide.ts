import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** What a load balancer fronts and probes, once for every format. */
export function decide(c: Component) {
  const port = c.attrs.ports[0] ?? 443;
  const path = c.attrs.path?.startsWith('/') ? c.attrs.path : undefined;
  const scheme = port === 443 || c.attrs.flags.has('https') || c.attrs.protocol === 'https' ? 'Https' : 'Http';
  return {
    name: ownName(c, 'lb'),
    sku: 'Standard',
    // A public IP planned for it makes it public; otherwise it takes a private address in its subnet.
    publicIp: c.ref.ip as Component | undefined,
    subnet: c.ref.subnet as Component | undefined,
    frontend: 'frontend',
    pool: 'backend',
    // Probed and balanced on the port said of it (the machines behind it serve that port), else HTTPS; a
    // path said of it ("a health probe on HTTP port 80 path /healthz") is an HTTP(S) probe of that path.
    probe: path
      ? { name: `${scheme.toLowerCase()}-${port}`, protocol: scheme, port, path }
      : { name: port === 443 ? 'https' : `tcp-${port}`, protocol: 'Tcp', port, path: undefined },
    // The rule balances TCP whatever the probe asks.
    ruleProtocol: 'Tcp',
  };
}
