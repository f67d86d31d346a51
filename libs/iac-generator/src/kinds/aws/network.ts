/** VPC building blocks. Subnets spread over availability zones; nothing is public unless asked. */
import { type Kind } from '../kind';
import { network, subnetTier } from './common';

export const NETWORK_KINDS: Kind[] = [
  {
    kind: 'aws.vpc',
    label: 'main',
    title: 'VPC',
    needs: (c, plan) => {
      if (c.attrs.flags.has('logging') && !plan.has('aws.flow_log') && !c.implicit)
        plan.add('aws.flow_log', { implicit: 'records rejected traffic for audits' });
    },
  },
  {
    kind: 'aws.subnet',
    label: 'main',
    title: 'subnet',
    needs: (c, plan) => {
      const vpc = plan.ensure('aws.vpc', 'subnets live in a VPC', { label: 'main' });
      c.ref.vpc = vpc;
      // Subnets of no stated tier beside an internet gateway the request asked for are what it serves.
      const stated = c.attrs.flags.has('public') || c.attrs.flags.has('private') || c.config.tier;
      if (!stated && !c.implicit && plan.all('aws.internet_gateway').some((g) => !g.implicit)) c.config.tier = 'public';
      const tier = subnetTier(c);
      c.config.tier = tier;
      if (tier === 'public') {
        const igw = plan.ensure('aws.internet_gateway', 'public subnets reach the internet through it', {
          label: 'main',
        });
        c.ref.igw = igw;
      }
      const rt =
        plan.all('aws.route_table').find((r) => r.config.tier === tier || (!r.config.tier && !r.implicit)) ??
        plan.add('aws.route_table', { implicit: `routes for the ${tier} subnets`, label: tier });
      rt.config.tier ??= tier;
    },
  },
  {
    kind: 'aws.internet_gateway',
    label: 'main',
    title: 'internet gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
      if (!plan.has('aws.route_table'))
        plan.add('aws.route_table', {
          implicit: 'sends internet-bound traffic to the gateway',
          label: 'public',
          config: { tier: 'public' },
        });
    },
  },
  {
    kind: 'aws.egress_only_internet_gateway',
    label: 'main',
    title: 'egress-only internet gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the gateway attaches to a VPC', { label: 'main' });
      c.ref.vpc.attrs.flags.add('ipv6');
    },
  },
  {
    kind: 'aws.nat_gateway',
    label: 'main',
    title: 'NAT gateway',
    needs: (c, plan) => {
      network(c, plan, { tier: 'public', count: 1 });
      network(c, plan, { tier: 'private', count: 1 });
      c.ref.publicSubnet = plan.all('aws.subnet').find((s) => subnetTier(s) === 'public');
    },
  },
  {
    kind: 'aws.route_table',
    label: 'main',
    title: 'route table',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'route tables belong to a VPC', { label: 'main' });
      if (!c.config.tier)
        c.config.tier = plan.has('aws.internet_gateway') || c.attrs.flags.has('public') ? 'public' : 'private';
      if (c.config.tier === 'public' && !plan.has('aws.internet_gateway'))
        plan.add('aws.internet_gateway', { implicit: 'the public route table needs a gateway', label: 'main' });
    },
  },
  {
    kind: 'aws.security_group',
    label: 'main',
    title: 'security group',
    needs: (c, plan) => {
      if (!c.ref.vpc) c.ref.vpc = plan.ensure('aws.vpc', 'security groups belong to a VPC', { label: 'main' });
      if (!c.config.ports) c.config.ports = c.attrs.ports.length ? c.attrs.ports : [443];
    },
  },
  {
    kind: 'aws.network_acl',
    label: 'main',
    title: 'network ACL',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'network ACLs belong to a VPC', { label: 'main' });
    },
  },
  {
    kind: 'aws.vpc_peering_connection',
    label: 'main',
    title: 'VPC peering connection',
    needs: (c, plan) => {
      const vpcs = plan.all('aws.vpc');
      while (vpcs.length < 2)
        vpcs.push(plan.add('aws.vpc', { implicit: 'peering joins two VPCs', label: vpcs.length ? 'peer' : 'main' }));
      c.ref.vpcs = vpcs.slice(0, 2);
    },
  },
  {
    kind: 'aws.vpc_dhcp_options',
    label: 'main',
    title: 'DHCP options set',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'DHCP options are associated with a VPC', { label: 'main' });
    },
  },
  {
    kind: 'aws.eip',
    label: 'main',
    title: 'Elastic IP',
  },
  {
    kind: 'aws.vpc_endpoint',
    label: 's3',
    title: 'VPC gateway endpoint',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'endpoints belong to a VPC', { label: 'main' });
    },
  },
  {
    kind: 'aws.flow_log',
    label: 'main',
    title: 'VPC flow log',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'flow logs watch a VPC', { label: 'main' });
      c.ref.logGroup = plan.add('aws.cloudwatch_log_group', {
        implicit: 'flow log destination',
        label: `${c.id}_flow_logs`,
      });
      const role = plan.add('aws.iam_role', {
        implicit: 'lets VPC Flow Logs write to CloudWatch Logs',
        label: `${c.id}_flow_logs`,
        config: {
          service: 'vpc-flow-logs.amazonaws.com',
          statements: [
            {
              Effect: 'Allow',
              Action: ['logs:CreateLogStream', 'logs:PutLogEvents', 'logs:DescribeLogStreams'],
              Resource: '*',
            },
          ],
        },
      });
      c.ref.role = role;
    },
  },
  {
    kind: 'aws.vpn_gateway',
    label: 'main',
    title: 'VPN gateway',
    needs: (c, plan) => {
      c.ref.vpc = plan.ensure('aws.vpc', 'the VPN gateway attaches to a VPC', { label: 'main' });
    },
  },
  {
    kind: 'aws.transit_gateway',
    label: 'main',
    title: 'transit gateway',
  },
];
