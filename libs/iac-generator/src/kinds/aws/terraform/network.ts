/**
 * VPC building blocks as hashicorp/aws resources. Subnets spread over availability zones; nothing is public unless
 * asked.
 */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { gatewayRouteTables, requestedOpenPort, vpcCidr } from '../common';
import { type TerraformWriter, type TfContext } from '../../../render/terraform/context';

const azs = (x: TfContext) => (
  x.data('aws_availability_zones', 'available', { state: 'available' }),
  'data.aws_availability_zones.available.names'
);

export const NETWORK_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.vpc': {
    resourceType: 'aws_vpc',
    write: (c, x) => {
      const vpcs = x.plan.all('aws.vpc');
      const index = vpcs.indexOf(c);
      const cidr = c.attrs.cidrs[index] ?? (index === 0 ? vpcCidr(c) : `10.${index}.0.0/16`);
      x.primary(c, {
        cidr_block: cidr,
        enable_dns_support: true,
        enable_dns_hostnames: true,
        instance_tenancy: /dedicated/.test(String(c.config.tenancy ?? '')) ? 'dedicated' : undefined,
        assign_generated_ipv6_cidr_block: c.attrs.flags.has('ipv6') || undefined,
        tags: { Name: givenName(c) },
      });
      // The default security group allows all traffic between members; adopting it with no rules closes that.
      x.resource(
        'aws_default_security_group',
        c.id,
        { vpc_id: x.ref(c) },
        'Adopt the default security group with no rules, so nothing relies on its allow-all defaults.',
      );
      x.output(`${c.id}_vpc_id`, x.ref(c), `ID of VPC ${givenName(c)}`);
    },
  },
  'aws.subnet': {
    resourceType: 'aws_subnet',
    write: (c, x) => {
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
        tags: { Name: givenName(c), Tier: String(c.config.tier) },
      });
      x.output(`${c.id}_subnet_id`, x.ref(c), `ID of the ${c.config.tier} subnet ${givenName(c)}`);
    },
  },
  'aws.internet_gateway': {
    resourceType: 'aws_internet_gateway',
    write: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: givenName(c) } });
    },
  },
  'aws.egress_only_internet_gateway': {
    resourceType: 'aws_egress_only_internet_gateway',
    write: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: givenName(c) } });
    },
  },
  'aws.nat_gateway': {
    resourceType: 'aws_nat_gateway',
    write: (c, x) => {
      const eip = x.resource('aws_eip', `${c.id}_nat`, { domain: 'vpc', tags: { Name: `${givenName(c)}-nat` } });
      x.primary(c, {
        allocation_id: expr(`${eip}.id`),
        subnet_id: x.ref(c.ref.publicSubnet as Component),
        tags: { Name: givenName(c) },
      });
    },
  },
  'aws.route_table': {
    resourceType: 'aws_route_table',
    write: (c, x) => {
      const tier = c.config.tier;
      const igw = x.plan.first('aws.internet_gateway');
      const nat = x.plan.first('aws.nat_gateway');
      const route =
        tier === 'public' && igw
          ? block({ cidr_block: '0.0.0.0/0', gateway_id: x.ref(igw) })
          : tier === 'private' && nat
            ? block({ cidr_block: '0.0.0.0/0', nat_gateway_id: x.ref(nat) })
            : undefined;
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), route, tags: { Name: givenName(c), Tier: String(tier) } });
      for (const s of x.plan.all('aws.subnet').filter((s) => s.config.tier === tier)) {
        x.resource('aws_route_table_association', s.id, { subnet_id: x.ref(s), route_table_id: x.ref(c) });
      }
    },
  },
  'aws.security_group': {
    resourceType: 'aws_security_group',
    write: (c, x) => {
      const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
      x.primary(c, {
        name_prefix: `${givenName(c)}-`,
        description: `Managed by InfraGen: ${String(c.config.purpose ?? 'application')} traffic`,
        vpc_id: vpc ? x.ref(vpc) : undefined,
        tags: { Name: givenName(c) },
        lifecycle: block({ create_before_destroy: true }),
      });
      const anywhere = c.config.from === 'anywhere';
      for (const port of (c.config.ports as number[]) ?? []) {
        const waiver = anywhere ? requestedOpenPort(port) : undefined;
        x.resource(
          'aws_vpc_security_group_ingress_rule',
          `${c.id}_${port}`,
          {
            security_group_id: x.ref(c),
            description: anywhere ? `Port ${port} from the internet (asked for)` : `Port ${port} from inside the VPC`,
            cidr_ipv4: anywhere ? '0.0.0.0/0' : vpc ? expr(`${x.addr(vpc)}.cidr_block`) : '10.0.0.0/16',
            from_port: port,
            to_port: port,
            ip_protocol: 'tcp',
          },
          waiver && `infragen:waive ${waiver.id} ${waiver.reason}`,
        );
      }
      for (const { port, cidr } of c.attrs.ingressFrom ?? [])
        x.resource('aws_vpc_security_group_ingress_rule', `${c.id}_${port}_from_range`, {
          security_group_id: x.ref(c),
          description: `Port ${port} from ${cidr} only (asked for)`,
          cidr_ipv4: cidr,
          from_port: port,
          to_port: port,
          ip_protocol: 'tcp',
        });
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
  'aws.network_acl': {
    resourceType: 'aws_network_acl',
    write: (c, x) => {
      const vpc = c.ref.vpc as Component;
      const source = c.attrs.cidrs.find((cidr) => cidr !== vpc.attrs.cidrs[0]) ?? expr(`${x.addr(vpc)}.cidr_block`);
      const ports = c.attrs.ports.length ? c.attrs.ports : [443];
      x.primary(c, {
        vpc_id: x.ref(vpc),
        ingress: ports.map((p, i) =>
          block({
            protocol: 'tcp',
            rule_no: 100 + i * 10,
            action: 'allow',
            cidr_block: source,
            from_port: p,
            to_port: p,
          }),
        ),
        egress: ports.slice(-1).map((p, i) =>
          block({
            protocol: 'tcp',
            rule_no: 100 + i * 10,
            action: 'allow',
            cidr_block: source,
            from_port: p === 80 ? 443 : p,
            to_port: p === 80 ? 443 : p,
          }),
        ),
        tags: { Name: givenName(c) },
      });
    },
  },
  'aws.vpc_peering_connection': {
    resourceType: 'aws_vpc_peering_connection',
    write: (c, x) => {
      const [a, b] = c.ref.vpcs as Component[];
      x.primary(c, { vpc_id: x.ref(a), peer_vpc_id: x.ref(b), auto_accept: true, tags: { Name: givenName(c) } });
    },
  },
  'aws.vpc_dhcp_options': {
    resourceType: 'aws_vpc_dhcp_options',
    write: (c, x) => {
      const servers = [...new Set((c.config.dns as string[] | undefined) ?? [])];
      x.primary(c, {
        domain_name: c.attrs.domain ?? 'ec2.internal',
        domain_name_servers: servers.length ? servers : ['AmazonProvidedDNS'],
        tags: { Name: givenName(c) },
      });
      x.resource('aws_vpc_dhcp_options_association', c.id, {
        vpc_id: x.ref(c.ref.vpc as Component),
        dhcp_options_id: x.ref(c),
      });
    },
  },
  'aws.eip': {
    resourceType: 'aws_eip',
    write: (c, x) => {
      x.primary(c, { domain: 'vpc', tags: { Name: givenName(c) } });
    },
  },
  'aws.vpc_endpoint': {
    resourceType: 'aws_vpc_endpoint',
    write: (c, x) => {
      x.data('aws_region', 'current', {});
      const rts = gatewayRouteTables(x.plan.all('aws.route_table'));
      // One gateway endpoint per service stated (S3 when none is), on the private route tables.
      for (const [i, service] of (c.attrs.endpointServices ?? ['s3']).entries()) {
        const body = {
          vpc_id: x.ref(c.ref.vpc as Component),
          service_name: expr(`"com.amazonaws.\${data.aws_region.current.name}.${service}"`),
          vpc_endpoint_type: 'Gateway',
          route_table_ids: rts.map((r) => x.ref(r)),
          tags: { Name: i === 0 ? givenName(c) : `${givenName(c)}-${service}` },
        };
        if (i === 0) x.primary(c, body);
        else x.resource('aws_vpc_endpoint', `${c.id}_${service}`, body);
      }
    },
  },
  'aws.flow_log': {
    resourceType: 'aws_flow_log',
    write: (c, x) => {
      x.primary(c, {
        vpc_id: x.ref(c.ref.vpc as Component),
        traffic_type: 'REJECT',
        log_destination: x.ref(c.ref.logGroup as Component, 'arn'),
        iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
      });
    },
  },
  'aws.vpn_gateway': {
    resourceType: 'aws_vpn_gateway',
    write: (c, x) => {
      x.primary(c, { vpc_id: x.ref(c.ref.vpc as Component), tags: { Name: givenName(c) } });
    },
  },
  'aws.transit_gateway': {
    resourceType: 'aws_ec2_transit_gateway',
    write: (c, x) => {
      x.primary(c, {
        description: `Transit gateway ${givenName(c)}`,
        default_route_table_association: 'enable',
        tags: { Name: givenName(c) },
      });
    },
  },
};
