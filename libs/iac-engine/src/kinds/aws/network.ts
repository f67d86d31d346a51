/** VPC building blocks. Subnets spread over availability zones; nothing is public unless asked. */
import { type Component } from '../../model/types';
import { type TfContext } from '../../render/terraform/context';
import { block, expr } from '../../model/hcl';
import { type AwsKind } from './types';
import { network, subnetTier, nameOf } from './common';

const azs = (x: TfContext) => (x.data('aws_availability_zones', 'available', { state: 'available' }), 'data.aws_availability_zones.available.names');

function vpcCidr(c: Component): string {
  return c.attrs.cidrs[0] ?? '10.0.0.0/16';
}

export const NETWORK_KINDS: AwsKind[] = [
  {
    kind: 'aws.vpc',
    label: 'main',
    title: 'VPC',
    tfType: 'aws_vpc',
    needs: (c, plan) => {
      if (c.attrs.flags.has('logging') && !plan.has('aws.flow_log') && !c.implicit) plan.add('aws.flow_log', { implicit: 'records rejected traffic for audits' });
    },
    tf: (c, x) => {
      const vpcs = x.plan.all('aws.vpc');
      const index = vpcs.indexOf(c);
      const cidr = c.attrs.cidrs[index] ?? (index === 0 ? vpcCidr(c) : `10.${index}.0.0/16`);
      x.primary(c, {
        cidr_block: cidr,
        enable_dns_support: true,
        enable_dns_hostnames: true,
        instance_tenancy: /dedicated/.test(String(c.config.tenancy ?? '')) ? 'dedicated' : undefined,
        assign_generated_ipv6_cidr_block: c.attrs.flags.has('ipv6') || undefined,
        tags: { Name: nameOf(c) },
      });
      // The default security group allows all traffic between members; adopting it with no rules closes that.
      x.resource('aws_default_security_group', c.id, { vpc_id: x.ref(c) }, 'Adopt the default security group with no rules, so nothing relies on its allow-all defaults.');
      x.output(`${c.id}_vpc_id`, x.ref(c), `ID of VPC ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.subnet',
    label: 'main',
    title: 'subnet',
    tfType: 'aws_subnet',
    needs: (c, plan) => {
      const vpc = plan.ensure('aws.vpc', 'subnets live in a VPC', { label: 'main' });
      c.ref.vpc = vpc;
      const tier = subnetTier(c);
      c.config.tier = tier;
      if (tier === 'public') {
        const igw = plan.ensure('aws.internet_gateway', 'public subnets reach the internet through it', { label: 'main' });
        c.ref.igw = igw;
      }
      const rt = plan.all('aws.route_table').find((r) => r.config.tier === tier || (!r.config.tier && !r.implicit)) ?? plan.add('aws.route_table', { implicit: `routes for the ${tier} subnets`, label: tier });
      rt.config.tier ??= tier;
    },
    tf: (c, x) => {
      const all = x.plan.all('aws.subnet');
      const index = all.indexOf(c);
      const vpc = c.ref.vpc as Component;
      const zone = c.attrs.zones[index] ?? c.attrs.zones[0];
      const publicTier = c.config.tier === 'public';
      x.primary(c, {
        vpc_id: x.ref(vpc),
        cidr_block: expr(`cidrsubnet(${x.addr(vpc)}.cidr_block, 8, ${index + 1})`),
        availability_zone: zone ?? expr(`${azs(x)}[${index % 2}]`),
        map_public_ip_on_launch: publicTier ? true : undefined,
        tags: { Name: nameOf(c), Tier: String(c.config.tier) },
      });
      x.output(`${c.id}_subnet_id`, x.ref(c), `ID of the ${c.config.tier} subnet ${nameOf(c)}`);
    },
  },
  {
    kind: 'aws.internet_gateway',
    label: 'main',
    title: 'internet gateway',
    tfType: 'aws_internet_gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
      if (!plan.has('aws.route_table')) plan.add('aws.route_table', { implicit: 'sends internet-bound traffic to the gateway', label: 'public', config: { tier: 'public' } });
    },
    tf: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.egress_only_internet_gateway',
    label: 'main',
    title: 'egress-only internet gateway',
    tfType: 'aws_egress_only_internet_gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
      c.ref.vpc.attrs.flags.add('ipv6');
    },
    tf: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.nat_gateway',
    label: 'main',
    title: 'NAT gateway',
    tfType: 'aws_nat_gateway',
    needs: (c, plan) => {
      network(c, plan, { tier: 'public', count: 1 });
      network(c, plan, { tier: 'private', count: 1 });
      c.ref.publicSubnet = plan.all('aws.subnet').find((s) => subnetTier(s) === 'public');
    },
    tf: (c, x) => {
      const eip = x.resource('aws_eip', `${c.id}_nat`, { domain: 'vpc', tags: { Name: `${nameOf(c)}-nat` } });
      x.primary(c, { allocation_id: expr(`${eip}.id`), subnet_id: x.ref(c.ref.publicSubnet as Component), tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.route_table',
    label: 'main',
    title: 'route table',
    tfType: 'aws_route_table',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'route tables belong to a VPC', { label: 'main' });
      if (!c.config.tier) c.config.tier = plan.has('aws.internet_gateway') || c.attrs.flags.has('public') ? 'public' : 'private';
      if (c.config.tier === 'public' && !plan.has('aws.internet_gateway')) plan.add('aws.internet_gateway', { implicit: 'the public route table needs a gateway', label: 'main' });
    },
    tf: (c, x) => {
      const tier = c.config.tier;
      const igw = x.plan.first('aws.internet_gateway');
      const nat = x.plan.first('aws.nat_gateway');
      const route =
        tier === 'public' && igw
          ? block({ cidr_block: '0.0.0.0/0', gateway_id: x.ref(igw) })
          : tier === 'private' && nat
            ? block({ cidr_block: '0.0.0.0/0', nat_gateway_id: x.ref(nat) })
            : undefined;
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), route, tags: { Name: nameOf(c), Tier: String(tier) } });
      for (const s of x.plan.all('aws.subnet').filter((s) => s.config.tier === tier)) {
        x.resource('aws_route_table_association', s.id, { subnet_id: x.ref(s), route_table_id: x.ref(c) });
      }
    },
  },
  {
    kind: 'aws.security_group',
    label: 'main',
    title: 'security group',
    tfType: 'aws_security_group',
    needs: (c, plan) => {
      if (!c.ref.vpc) c.ref.vpc = plan.ensure('aws.vpc', 'security groups belong to a VPC', { label: 'main' });
      if (!c.config.ports) c.config.ports = c.attrs.ports.length ? c.attrs.ports : [443];
    },
    tf: (c, x) => {
      const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
      x.primary(c, {
        name_prefix: `${nameOf(c)}-`,
        description: `Managed by InfraGen: ${String(c.config.purpose ?? 'application')} traffic`,
        vpc_id: vpc ? x.ref(vpc) : undefined,
        tags: { Name: nameOf(c) },
        lifecycle: block({ create_before_destroy: true }),
      });
      const anywhere = c.config.from === 'anywhere';
      for (const port of (c.config.ports as number[]) ?? []) {
        x.resource('aws_vpc_security_group_ingress_rule', `${c.id}_${port}`, {
          security_group_id: x.ref(c),
          description: anywhere ? `Port ${port} from the internet (asked for)` : `Port ${port} from inside the VPC`,
          cidr_ipv4: anywhere ? '0.0.0.0/0' : vpc ? expr(`${x.addr(vpc)}.cidr_block`) : '10.0.0.0/16',
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        });
      }
      x.resource('aws_vpc_security_group_egress_rule', `${c.id}_https`, {
        security_group_id: x.ref(c),
        description: 'HTTPS out, for AWS APIs and updates',
        cidr_ipv4: '0.0.0.0/0',
        from_port: 443,
        to_port: 443,
        ip_protocol: 'tcp',
      });
    },
  },
  {
    kind: 'aws.network_acl',
    label: 'main',
    title: 'network ACL',
    tfType: 'aws_network_acl',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'network ACLs belong to a VPC', { label: 'main' });
    },
    tf: (c, x) => {
      const vpc = c.ref.vpc as Component;
      const source = c.attrs.cidrs.find((cidr) => cidr !== vpc.attrs.cidrs[0]) ?? expr(`${x.addr(vpc)}.cidr_block`);
      const ports = c.attrs.ports.length ? c.attrs.ports : [443];
      x.primary(c, {
        vpc_id: x.ref(vpc),
        ingress: ports.map((p, i) => block({ protocol: 'tcp', rule_no: 100 + i * 10, action: 'allow', cidr_block: source, from_port: p, to_port: p })),
        egress: ports.slice(-1).map((p, i) => block({ protocol: 'tcp', rule_no: 100 + i * 10, action: 'allow', cidr_block: source, from_port: p === 80 ? 443 : p, to_port: p === 80 ? 443 : p })),
        tags: { Name: nameOf(c) },
      });
    },
  },
  {
    kind: 'aws.vpc_peering_connection',
    label: 'main',
    title: 'VPC peering connection',
    tfType: 'aws_vpc_peering_connection',
    needs: (c, plan) => {
      const vpcs = plan.all('aws.vpc');
      while (vpcs.length < 2) vpcs.push(plan.add('aws.vpc', { implicit: 'peering joins two VPCs', label: vpcs.length ? 'peer' : 'main' }));
      c.ref.vpcs = vpcs.slice(0, 2);
    },
    tf: (c, x) => {
      const [a, b] = c.ref.vpcs as Component[];
      x.primary(c, { vpc_id: x.ref(a), peer_vpc_id: x.ref(b), auto_accept: true, tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.vpc_dhcp_options',
    label: 'main',
    title: 'DHCP options set',
    tfType: 'aws_vpc_dhcp_options',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'DHCP options are associated with a VPC', { label: 'main' });
    },
    tf: (c, x) => {
      const servers = [...new Set((c.config.dns as string[] | undefined) ?? [])];
      x.primary(c, {
        domain_name: c.attrs.domain ?? 'ec2.internal',
        domain_name_servers: servers.length ? servers : ['AmazonProvidedDNS'],
        tags: { Name: nameOf(c) },
      });
      x.resource('aws_vpc_dhcp_options_association', c.id, { vpc_id: x.ref(c.ref.vpc as Component), dhcp_options_id: x.ref(c) });
    },
  },
  {
    kind: 'aws.eip',
    label: 'main',
    title: 'Elastic IP',
    tfType: 'aws_eip',
    tf: (c, x) => {
      x.primary(c, { domain: 'vpc', tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.vpc_endpoint',
    label: 's3',
    title: 'VPC gateway endpoint',
    tfType: 'aws_vpc_endpoint',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'endpoints belong to a VPC', { label: 'main' });
    },
    tf: (c, x) => {
      x.data('aws_region', 'current', {});
      const rts = x.plan.all('aws.route_table');
      x.primary(c, {
        vpc_id: x.ref(c.ref.vpc as Component),
        service_name: expr('"com.amazonaws.${data.aws_region.current.name}.s3"'),
        vpc_endpoint_type: 'Gateway',
        route_table_ids: rts.map((r) => x.ref(r)),
        tags: { Name: nameOf(c) },
      });
    },
  },
  {
    kind: 'aws.flow_log',
    label: 'main',
    title: 'VPC flow log',
    tfType: 'aws_flow_log',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'flow logs watch a VPC', { label: 'main' });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', { implicit: 'flow log destination', label: `${c.id}_flow_logs` });
      const role = plan.add('aws.iam_role', { implicit: 'lets VPC Flow Logs write to CloudWatch Logs', label: `${c.id}_flow_logs`, config: { service: 'vpc-flow-logs.amazonaws.com', statements: [{ Effect: 'Allow', Action: ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'], Resource: '*' }] } });
      c.ref.role = role;
    },
    tf: (c, x) => {
      x.primary(c, {
        vpc_id: x.ref(c.ref.vpc as Component),
        traffic_type: 'REJECT',
        log_destination: x.ref(c.ref.logGroup as Component, 'arn'),
        iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
      });
    },
  },
  {
    kind: 'aws.vpn_gateway',
    label: 'main',
    title: 'VPN gateway',
    tfType: 'aws_vpn_gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the VPN gateway attaches to a VPC', { label: 'main' });
    },
    tf: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: nameOf(c) } });
    },
  },
  {
    kind: 'aws.transit_gateway',
    label: 'main',
    title: 'transit gateway',
    tfType: 'aws_ec2_transit_gateway',
    tf: (c, x) => {
      x.primary(c, { description: `Transit gateway ${nameOf(c)}`, default_route_table_association: 'enable', tags: { Name: nameOf(c) } });
    },
  },
];
