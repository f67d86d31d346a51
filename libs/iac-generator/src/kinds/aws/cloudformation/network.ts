/** VPC, subnets, gateways, routes, security groups, endpoints and flow logs as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { az, tags } from './common';
import { gatewayRouteTables, requestedOpenPort, vpcCidr } from '../common';
import { givenName } from '../../../model/names';

export const NETWORK_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.vpc': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::EC2::VPC',
        Properties: { CidrBlock: vpcCidr(c), EnableDnsSupport: true, EnableDnsHostnames: true, Tags: tags(c) },
      });
      x.output(`${x.id(c)}Id`, x.ref(c), `ID of VPC ${givenName(c)}`);
    },
  },
  'aws.subnet': {
    write: (c, x) => {
      const i = x.plan.all('aws.subnet').indexOf(c);
      const vpc = c.ref.vpc as Component;
      x.add(x.id(c), {
        Type: 'AWS::EC2::Subnet',
        Properties: {
          VpcId: x.ref(vpc),
          CidrBlock: { 'Fn::Select': [i + 1, { 'Fn::Cidr': [{ 'Fn::GetAtt': [x.id(vpc), 'CidrBlock'] }, 16, 8] }] },
          AvailabilityZone: c.attrs.zones[i] ?? az(i),
          MapPublicIpOnLaunch: c.config.tier === 'public',
          Tags: [...tags(c), { Key: 'Tier', Value: String(c.config.tier) }],
        },
      });
      const rt = x.plan.all('aws.route_table').find((r) => r.config.tier === c.config.tier);
      if (rt)
        x.add(x.id(c, 'RouteAssoc'), {
          Type: 'AWS::EC2::SubnetRouteTableAssociation',
          Properties: { SubnetId: x.ref(c), RouteTableId: x.ref(rt) },
        });
    },
  },
  'aws.internet_gateway': {
    write: (c, x) => {
      x.add(x.id(c), { Type: 'AWS::EC2::InternetGateway', Properties: { Tags: tags(c) } });
      x.add(x.id(c, 'Attachment'), {
        Type: 'AWS::EC2::VPCGatewayAttachment',
        Properties: { VpcId: x.ref(c.ref.vpc as Component), InternetGatewayId: x.ref(c) },
      });
    },
  },
  'aws.egress_only_internet_gateway': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::EC2::EgressOnlyInternetGateway',
        Properties: { VpcId: x.ref(c.ref.vpc as Component) },
      }),
  },
  'aws.nat_gateway': {
    write: (c, x) => {
      const eip = x.add(x.id(c, 'Eip'), { Type: 'AWS::EC2::EIP', Properties: { Domain: 'vpc', Tags: tags(c) } });
      const subnet =
        (c.ref.publicSubnet as Component | undefined) ?? ((c.ref.subnets as Component[] | undefined) ?? [])[0];
      x.add(x.id(c), {
        Type: 'AWS::EC2::NatGateway',
        Properties: { AllocationId: { 'Fn::GetAtt': [eip, 'AllocationId'] }, SubnetId: x.ref(subnet), Tags: tags(c) },
      });
    },
  },
  'aws.route_table': {
    write: (c, x) => {
      const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
      x.add(x.id(c), { Type: 'AWS::EC2::RouteTable', Properties: { VpcId: x.ref(vpc), Tags: tags(c) } });
      const igw = x.plan.first('aws.internet_gateway');
      const nat = x.plan.first('aws.nat_gateway');
      if (c.config.tier === 'public' && igw)
        x.add(x.id(c, 'Default'), {
          Type: 'AWS::EC2::Route',
          Properties: { RouteTableId: x.ref(c), DestinationCidrBlock: '0.0.0.0/0', GatewayId: x.ref(igw) },
          DependsOn: [x.id(igw, 'Attachment')],
        });
      else if (c.config.tier !== 'public' && nat)
        x.add(x.id(c, 'Default'), {
          Type: 'AWS::EC2::Route',
          Properties: { RouteTableId: x.ref(c), DestinationCidrBlock: '0.0.0.0/0', NatGatewayId: x.ref(nat) },
        });
    },
  },
  'aws.security_group': {
    write: (c, x) => {
      const vpc = (c.ref.vpc as Component | undefined) ?? x.plan.first('aws.vpc');
      const ports = (c.config.ports as number[] | undefined) ?? (c.attrs.ports.length ? c.attrs.ports : [443]);
      const anywhere = c.config.from === 'anywhere' || c.attrs.flags.has('public');
      const waivers = anywhere ? ports.flatMap((p) => requestedOpenPort(p) ?? []) : [];
      x.add(x.id(c), {
        Type: 'AWS::EC2::SecurityGroup',
        Metadata: waivers.length ? { infragen: { waive: waivers } } : undefined,
        Properties: {
          GroupDescription: `${String(c.config.purpose ?? givenName(c))} traffic`
            .slice(0, 255)
            .replace(/[^A-Za-z0-9 ._\-:/()#,@[\]+=&;{}!$*]/g, ' '),
          VpcId: x.ref(vpc),
          SecurityGroupIngress: ports
            .map((p) => ({
              IpProtocol: 'tcp',
              FromPort: p,
              ToPort: p,
              CidrIp: anywhere ? '0.0.0.0/0' : vpcCidr(vpc ?? c),
              Description: `port ${p}`,
            }))
            .concat(
              (c.attrs.ingressFrom ?? []).map(({ port, cidr }) => ({
                IpProtocol: 'tcp',
                FromPort: port,
                ToPort: port,
                CidrIp: cidr,
                Description: `port ${port} from ${cidr} only`,
              })),
            ),
          SecurityGroupEgress: [{ IpProtocol: '-1', CidrIp: '0.0.0.0/0', Description: 'all outbound' }],
          Tags: tags(c),
        },
      });
    },
  },
  'aws.network_acl': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::EC2::NetworkAcl',
        Properties: { VpcId: x.ref(c.ref.vpc as Component), Tags: tags(c) },
      });
      x.add(x.id(c, 'InHttps'), {
        Type: 'AWS::EC2::NetworkAclEntry',
        Properties: {
          NetworkAclId: x.ref(c),
          RuleNumber: 100,
          Protocol: 6,
          RuleAction: 'allow',
          Egress: false,
          CidrBlock: '0.0.0.0/0',
          PortRange: { From: 443, To: 443 },
        },
      });
      x.add(x.id(c, 'InEphemeral'), {
        Type: 'AWS::EC2::NetworkAclEntry',
        Properties: {
          NetworkAclId: x.ref(c),
          RuleNumber: 110,
          Protocol: 6,
          RuleAction: 'allow',
          Egress: false,
          CidrBlock: '0.0.0.0/0',
          PortRange: { From: 1024, To: 65535 },
        },
      });
      x.add(x.id(c, 'Out'), {
        Type: 'AWS::EC2::NetworkAclEntry',
        Properties: {
          NetworkAclId: x.ref(c),
          RuleNumber: 100,
          Protocol: -1,
          RuleAction: 'allow',
          Egress: true,
          CidrBlock: '0.0.0.0/0',
        },
      });
    },
  },
  'aws.vpc_peering_connection': {
    write: (c, x) => {
      const [a, b] = (c.ref.vpcs as Component[] | undefined) ?? [];
      x.add(x.id(c), {
        Type: 'AWS::EC2::VPCPeeringConnection',
        Properties: { VpcId: x.ref(a), PeerVpcId: x.ref(b ?? a), Tags: tags(c) },
      });
    },
  },
  'aws.vpc_dhcp_options': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::EC2::DHCPOptions',
        Properties: {
          DomainName: c.attrs.domain ?? 'ec2.internal',
          DomainNameServers: ['AmazonProvidedDNS'],
          Tags: tags(c),
        },
      });
      x.add(x.id(c, 'Assoc'), {
        Type: 'AWS::EC2::VPCDHCPOptionsAssociation',
        Properties: { VpcId: x.ref(c.ref.vpc as Component), DhcpOptionsId: x.ref(c) },
      });
    },
  },
  'aws.eip': {
    write: (c, x) => void x.add(x.id(c), { Type: 'AWS::EC2::EIP', Properties: { Domain: 'vpc', Tags: tags(c) } }),
  },
  'aws.vpc_endpoint': {
    write: (c, x) => {
      const rts = gatewayRouteTables(x.plan.all('aws.route_table')).map((r) => x.ref(r));
      // One gateway endpoint per service stated (S3 when none is), on the private route tables.
      for (const [i, service] of (c.attrs.endpointServices ?? ['s3']).entries())
        x.add(i === 0 ? x.id(c) : x.id(c, service === 'dynamodb' ? 'DynamoDb' : 'S3'), {
          Type: 'AWS::EC2::VPCEndpoint',
          Properties: {
            VpcId: x.ref(c.ref.vpc as Component),
            ServiceName: { 'Fn::Sub': `com.amazonaws.\${AWS::Region}.${service}` },
            VpcEndpointType: 'Gateway',
            RouteTableIds: rts.length ? rts : undefined,
          },
        });
    },
  },
  'aws.flow_log': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::EC2::FlowLog',
        Properties: {
          ResourceId: x.ref(c.ref.vpc as Component),
          ResourceType: 'VPC',
          TrafficType: 'ALL',
          LogDestinationType: 'cloud-watch-logs',
          LogGroupName: x.ref(c.ref.logGroup as Component),
          DeliverLogsPermissionArn: x.att(c.ref.role as Component, 'Arn'),
          Tags: tags(c),
        },
      });
    },
  },
  'aws.vpn_gateway': {
    write: (c, x) => {
      x.add(x.id(c), { Type: 'AWS::EC2::VPNGateway', Properties: { Type: 'ipsec.1', Tags: tags(c) } });
      x.add(x.id(c, 'Attachment'), {
        Type: 'AWS::EC2::VPCGatewayAttachment',
        Properties: { VpcId: x.ref(c.ref.vpc as Component), VpnGatewayId: x.ref(c) },
      });
    },
  },
  'aws.transit_gateway': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::EC2::TransitGateway',
        Properties: {
          AutoAcceptSharedAttachments: 'disable',
          DefaultRouteTableAssociation: 'enable',
          DnsSupport: 'enable',
          Tags: tags(c),
        },
      }),
  },
};
