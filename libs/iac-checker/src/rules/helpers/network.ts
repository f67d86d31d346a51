/**
 * Inbound firewall rules of every cloud in one shape: where the traffic may come from, which
 * ports it may reach, and the setting to point at (the source, else the rule). Security groups
 * (inline, `aws_security_group_rule`, `aws_vpc_security_group_ingress_rule`, CloudFormation),
 * network security groups (Terraform, ARM, Bicep) and Google firewalls.
 */
import { type Resource, type RuleContext } from '../model';
import { asNumber, asStrings, at, type Node, UNKNOWN, type Value } from '../view/node';

export interface PortRange {
  from: number;
  to: number;
}
export const ALL_PORTS: PortRange = { from: 0, to: 65535 };

export interface Inbound {
  resource: Resource;
  /** The source setting when written, else the rule itself. */
  node: Node;
  /** Source addresses; UNKNOWN when they cannot be worked out. */
  sources: string[] | typeof UNKNOWN;
  /** Reachable ports; UNKNOWN when they cannot be worked out. */
  ports: PortRange[] | typeof UNKNOWN;
}

export const ADMIN_PORTS: Record<number, string> = {
  22: 'SSH',
  23: 'Telnet',
  3389: 'RDP',
  5985: 'WinRM',
  5986: 'WinRM',
};
export const DATABASE_PORTS: Record<number, string> = {
  1433: 'SQL Server',
  1521: 'Oracle',
  3306: 'MySQL',
  5432: 'PostgreSQL',
  6379: 'Redis',
  9042: 'Cassandra',
  9200: 'Elasticsearch',
  11211: 'Memcached',
  27017: 'MongoDB',
};

/** Sources meaning "anywhere on the internet". */
const OPEN = new Set(['0.0.0.0/0', '::/0', '*', 'internet', 'any', '0.0.0.0']);
const openSource = (i: Inbound): string | undefined =>
  i.sources === UNKNOWN ? undefined : i.sources.find((s) => OPEN.has(s.toLowerCase()));

const coversAll = (ports: PortRange[]) => ports.some((p) => p.from <= 1 && p.to >= 65535);

/** The first port of the table the ranges reach, with its service name. */
function reaches(i: Inbound, table: Record<number, string>): { port: number; service: string } | undefined {
  if (i.ports === UNKNOWN) return undefined;
  for (const r of i.ports)
    for (const [port, service] of Object.entries(table))
      if (Number(port) >= r.from && Number(port) <= r.to) return { port: Number(port), service };
  return undefined;
}

/** From/to numbers and a protocol (`-1`/`all`/`*` for every protocol and port) into ranges. */
function range(
  from: Value | undefined,
  to: Value | undefined,
  protocol: Value | undefined,
): PortRange[] | typeof UNKNOWN {
  if (protocol === UNKNOWN) return UNKNOWN;
  const p = protocol === undefined || protocol === null ? '' : String(protocol).toLowerCase();
  if (p === '-1' || p === 'all' || p === '*') return [ALL_PORTS];
  if (p && !['tcp', 'udp', '6', '17'].includes(p)) return [];
  const a = asNumber(from);
  const b = asNumber(to ?? from);
  if (a === UNKNOWN || b === UNKNOWN) return UNKNOWN;
  if (a === undefined || b === undefined) return [];
  // -1 as a port means every port (CloudFormation and the AWS API accept it with protocol -1 only).
  return a === -1 || b === -1 ? [ALL_PORTS] : [{ from: Math.min(a, b), to: Math.max(a, b) }];
}

/** Port strings: `22`, `1000-2000`, `*`. */
function portStrings(values: string[] | typeof UNKNOWN): PortRange[] | typeof UNKNOWN {
  if (values === UNKNOWN) return UNKNOWN;
  const out: PortRange[] = [];
  for (const v of values) {
    if (v.trim() === '*') out.push(ALL_PORTS);
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(v);
    if (m) out.push({ from: Number(m[1]), to: Number(m[2] ?? m[1]) });
  }
  return out;
}

const concatStrings = (...values: (Value | undefined)[]): string[] | typeof UNKNOWN => {
  const out: string[] = [];
  for (const v of values) {
    const s = asStrings(v);
    if (s === UNKNOWN) return UNKNOWN;
    out.push(...s);
  }
  return out;
};

function inbound(resource: Resource, rule: Node, sourceKeys: string[], ports: Inbound['ports']): Inbound {
  const written = sourceKeys.map((k) => rule.get(k)).filter((n): n is Node => !!n);
  const sources = concatStrings(...written.map((n) => n.value()));
  const open = written.find(
    (n) =>
      asStrings(n.value()) !== UNKNOWN && (asStrings(n.value()) as string[]).some((s) => OPEN.has(s.toLowerCase())),
  );
  return { resource, node: open ?? written[0] ?? rule, sources, ports };
}

/** AWS security group ingress, Terraform and CloudFormation. */
export function awsInbound(ctx: RuleContext): Inbound[] {
  const out: Inbound[] = [];
  const tf = (r: Resource, rule: Node, protocolKey: string, sourceKeys: string[]) =>
    out.push(
      inbound(
        r,
        rule,
        sourceKeys,
        range(rule.get('from_port')?.value(), rule.get('to_port')?.value(), rule.get(protocolKey)?.value()),
      ),
    );
  const cfn = (r: Resource, rule: Node) =>
    out.push(
      inbound(
        r,
        rule,
        ['CidrIp', 'CidrIpv6'],
        range(rule.get('FromPort')?.value(), rule.get('ToPort')?.value(), rule.get('IpProtocol')?.value()),
      ),
    );
  if (ctx.engine === 'terraform') {
    for (const r of ctx.resources('aws_security_group'))
      for (const rule of r.body.list('ingress')) tf(r, rule, 'protocol', ['cidr_blocks', 'ipv6_cidr_blocks']);
    for (const r of ctx.resources('aws_security_group_rule'))
      if (r.body.get('type')?.value() === 'ingress') tf(r, r.body, 'protocol', ['cidr_blocks', 'ipv6_cidr_blocks']);
    for (const r of ctx.resources('aws_vpc_security_group_ingress_rule'))
      tf(r, r.body, 'ip_protocol', ['cidr_ipv4', 'cidr_ipv6']);
  } else {
    for (const r of ctx.resources('AWS::EC2::SecurityGroup'))
      for (const rule of r.body.list('SecurityGroupIngress')) cfn(r, rule);
    for (const r of ctx.resources('AWS::EC2::SecurityGroupIngress')) cfn(r, r.body);
  }
  return out;
}

/** Azure network security rules: inbound and allowing, Terraform (inline or separate), ARM and Bicep. */
export function azureInbound(ctx: RuleContext): Inbound[] {
  const out: Inbound[] = [];
  const lower = (n: Node | undefined) => {
    const v = n?.value();
    return typeof v === 'string' ? v.toLowerCase() : v;
  };
  const add = (
    r: Resource,
    rule: Node,
    names: { direction: string; access: string; sources: string[]; ports: string[]; protocol: string },
  ) => {
    const direction = lower(rule.get(names.direction));
    const access = lower(rule.get(names.access));
    if (direction !== 'inbound' || access !== 'allow') return;
    const protocol = lower(rule.get(names.protocol));
    const ports =
      protocol === 'icmp' ? [] : portStrings(concatStrings(...names.ports.map((k) => rule.get(k)?.value())));
    out.push(inbound(r, rule, names.sources, ports));
  };
  if (ctx.engine === 'terraform') {
    const names = {
      direction: 'direction',
      access: 'access',
      protocol: 'protocol',
      sources: ['source_address_prefix', 'source_address_prefixes'],
      ports: ['destination_port_range', 'destination_port_ranges'],
    };
    for (const r of ctx.resources('azurerm_network_security_group'))
      for (const rule of r.body.list('security_rule')) add(r, rule, names);
    for (const r of ctx.resources('azurerm_network_security_rule')) add(r, r.body, names);
  } else {
    const names = {
      direction: 'direction',
      access: 'access',
      protocol: 'protocol',
      sources: ['sourceAddressPrefix', 'sourceAddressPrefixes'],
      ports: ['destinationPortRange', 'destinationPortRanges'],
    };
    for (const r of ctx.resources('Microsoft.Network/networkSecurityGroups'))
      for (const rule of r.body.get('properties')?.list('securityRules') ?? []) {
        const props = rule.get('properties');
        if (props) add(r, props, names);
      }
    for (const r of ctx.resources('Microsoft.Network/networkSecurityGroups/securityRules')) {
      const props = r.body.get('properties');
      if (props) add(r, props, names);
    }
  }
  return out;
}

/** Google firewall rules letting traffic in (enabled, INGRESS, the default direction). */
export function googleInbound(ctx: RuleContext): Inbound[] {
  const out: Inbound[] = [];
  for (const r of ctx.resources('google_compute_firewall')) {
    const direction = at(r.body, 'direction')?.value();
    if ((typeof direction === 'string' && direction.toUpperCase() !== 'INGRESS') || direction === UNKNOWN) continue;
    if (at(r.body, 'disabled')?.value() === true) continue;
    let ports: Inbound['ports'] = [];
    for (const allow of r.body.list('allow')) {
      const protocol = allow.get('protocol')?.value();
      const listed = allow.get('ports');
      const p =
        protocol === UNKNOWN
          ? UNKNOWN
          : !['tcp', 'udp', 'all', 'sctp', '6', '17'].includes(String(protocol).toLowerCase())
            ? []
            : listed
              ? portStrings(asStrings(listed.value()))
              : [ALL_PORTS];
      ports = ports === UNKNOWN || p === UNKNOWN ? UNKNOWN : [...ports, ...p];
    }
    // An ingress rule naming no source at all admits 0.0.0.0/0.
    const scoped = ['source_ranges', 'source_tags', 'source_service_accounts'].some((k) => r.body.get(k));
    out.push(
      scoped
        ? inbound(r, r.body, ['source_ranges'], ports)
        : { resource: r, node: r.body, sources: ['0.0.0.0/0'], ports },
    );
  }
  return out;
}

/**
 * Reports inbound rules open to the whole internet: on the ports of `table`, or, with 'all', on
 * every port (rules opening every port are left to the 'all' rule, so one hole is one finding).
 */
export function reportOpen(ctx: RuleContext, rules: Inbound[], table: Record<number, string> | 'all'): void {
  for (const i of rules) {
    const source = openSource(i);
    if (!source || i.ports === UNKNOWN) continue;
    if (table === 'all') {
      if (coversAll(i.ports)) ctx.report(i.resource, i.node, `Every port is open to ${source}.`);
      continue;
    }
    if (coversAll(i.ports)) continue;
    const hit = reaches(i, table);
    if (hit) ctx.report(i.resource, i.node, `${hit.service} (port ${hit.port}) is open to ${source}.`);
  }
}
