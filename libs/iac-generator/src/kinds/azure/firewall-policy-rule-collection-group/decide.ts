import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { azName, vnetRange } from '../common';

/**
 * A rule collection group, once for every format: a network rule collection allowing the TCP ports
 * said, and an application rule collection allowing HTTPS to the names said, each from the
 * addresses said, else from the firewall's network. What was said of the policy or its firewall
 * counts as said of the group (one group holds a policy's rules).
 */
export function decide(c: Component, plan: Planner) {
  const policy = c.ref.policy as Component;
  const firewall = plan.all('azure.firewall').find((f) => f.ref.policy === policy);
  const sayers = [c, policy, ...(firewall ? [firewall] : [])];
  // "port 8443 from 10.20.0.0/16" is read as one source range with its port.
  const ingress = sayers.flatMap((o) => o.attrs.ingressFrom ?? []);
  const ports = [...new Set([...sayers.flatMap((o) => o.attrs.ports), ...ingress.map((i) => i.port)])];
  const fqdns = [...new Set(sayers.flatMap((o) => o.attrs.allowedFqdns ?? []))];
  const cidrs = [...new Set([...sayers.flatMap((o) => o.attrs.cidrs), ...ingress.map((i) => i.cidr)])];
  const vnet = (firewall?.ref.vnet as Component | undefined) ?? plan.first('azure.virtual_network');
  const sources = cidrs.length ? cidrs : [vnet ? vnetRange(vnet) : '10.0.0.0/8'];
  const index = plan.all(c.kind).indexOf(c);
  return {
    name: azName(c, 80),
    policy,
    priority: 100 + index * 100,
    network: ports.length ? { ports: ports.map(String), sources } : undefined,
    application: fqdns.length ? { fqdns, sources } : undefined,
  };
}
