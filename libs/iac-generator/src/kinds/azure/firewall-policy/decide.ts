import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { ownName } from '../naming';

/**
 * A firewall policy, once for every format: its tier is its firewall's; threat intelligence (Alert
 * unless said) and the DNS proxy said of it or of its firewall.
 */
export function decide(c: Component, plan: Planner) {
  const firewall = plan.all('azure.firewall').find((f) => f.ref.policy === c);
  const said = <T>(read: (o: Component) => T | undefined): T | undefined => read(c) ?? (firewall && read(firewall));
  const tier = said((o) => o.attrs.tier);
  return {
    name: ownName(c, 'afwp'),
    tier: /premium/i.test(tier ?? '') ? 'Premium' : /basic/i.test(tier ?? '') ? 'Basic' : 'Standard',
    threatIntel: said((o) => o.attrs.threatIntelMode) ?? 'Alert',
    dnsProxy: said((o) => o.attrs.dnsProxy),
  };
}
