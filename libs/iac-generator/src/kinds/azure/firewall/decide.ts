import { type Component } from '../../../model/types';
import { ownName } from '../naming';

/** An Azure Firewall, once for every format: in a VNet, Standard unless Premium is said, with its subnet, IP and policy. */
export function decide(c: Component) {
  return {
    name: ownName(c, 'afw'),
    tier: /premium/i.test(c.attrs.tier ?? '') ? 'Premium' : /basic/i.test(c.attrs.tier ?? '') ? 'Basic' : 'Standard',
    zones: c.attrs.zoneNumbers?.length ? c.attrs.zoneNumbers : undefined,
    subnet: c.ref.subnet as Component,
    ip: c.ref.ip as Component,
    policy: c.ref.policy as Component,
  };
}
