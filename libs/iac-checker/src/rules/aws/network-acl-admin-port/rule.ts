import { ADMIN_PORTS, ALL_PORTS, type Inbound, type PortRange, reportOpen } from '../../helpers/network';
import { asBool, asNumber, asStrings, type Node, UNKNOWN, type Value } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** NACL protocols are numbers (6 TCP, 17 UDP, -1 all) or names. */
function ports(protocol: Value | undefined, from: Value | undefined, to: Value | undefined): Inbound['ports'] {
  if (protocol === UNKNOWN || from === UNKNOWN || to === UNKNOWN) return UNKNOWN;
  const p = String(protocol ?? '').toLowerCase();
  if (p === '-1' || p === 'all') return [ALL_PORTS];
  if (!['6', '17', 'tcp', 'udp'].includes(p)) return [];
  const a = asNumber(from);
  const b = asNumber(to ?? from);
  if (typeof a !== 'number' || typeof b !== 'number') return [];
  // Network ACLs are stateless: replies come back on ephemeral ports (1024-65535 or a part of it
  // up to 65535), and a rule letting them in is not an open administration port.
  if (a >= 1024 && b >= 65535) return [];
  return [{ from: a, to: b } as PortRange];
}

export const rule = codeRule(spec, {
  terraform: (ctx) => {
    const rules: Inbound[] = [];
    const add = (r: Parameters<typeof ctx.report>[0], node: Node, action: string) => {
      if (node.get(action)?.value() !== 'allow') return;
      const source = node.get('cidr_block') ?? node.get('ipv6_cidr_block');
      rules.push({
        resource: r,
        node: source ?? node,
        sources: asStrings(source?.value()),
        ports: ports(node.get('protocol')?.value(), node.get('from_port')?.value(), node.get('to_port')?.value()),
      });
    };
    for (const r of ctx.resources('aws_network_acl')) for (const i of r.body.list('ingress')) add(r, i, 'action');
    for (const r of ctx.resources('aws_network_acl_rule'))
      if (asBool(r.body.get('egress')?.value()) !== true) add(r, r.body, 'rule_action');
    reportOpen(ctx, rules, ADMIN_PORTS);
  },
  cloudformation: (ctx) => {
    const rules: Inbound[] = [];
    for (const r of ctx.resources('AWS::EC2::NetworkAclEntry')) {
      const b = r.body;
      if (asBool(b.get('Egress')?.value()) === true || b.get('RuleAction')?.value() !== 'allow') continue;
      const source = b.get('CidrBlock') ?? b.get('Ipv6CidrBlock');
      rules.push({
        resource: r,
        node: source ?? b,
        sources: asStrings(source?.value()),
        ports: ports(
          b.get('Protocol')?.value(),
          b.get('PortRange')?.get('From')?.value(),
          b.get('PortRange')?.get('To')?.value(),
        ),
      });
    }
    reportOpen(ctx, rules, ADMIN_PORTS);
  },
});
