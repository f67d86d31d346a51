import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { FAR_END_ASN, farEndCidr } from './far-end';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), { Type: 'AWS::EC2::VPNGateway', Properties: { Type: 'ipsec.1', Tags: tags(c) } });
    const attachment = x.add(x.id(c, 'Attachment'), {
      Type: 'AWS::EC2::VPCGatewayAttachment',
      Properties: { VpcId: x.ref(c.ref.vpc as Component), VpnGatewayId: x.ref(c) },
    });
    // Both ends of the site-to-site connection, and the routes between them.
    const remote = x.add(x.id(c, 'CustomerGateway'), {
      Type: 'AWS::EC2::CustomerGateway',
      Properties: {
        BgpAsn: FAR_END_ASN,
        IpAddress: x.parameter('VpnRemoteIp', {
          Type: 'String',
          Description:
            'Public IP address of the VPN device at the other end (for another cloud: its VPN gateway public IP)',
        }),
        Type: 'ipsec.1',
        Tags: tags(c),
      },
    });
    const connection = x.add(x.id(c, 'Connection'), {
      Type: 'AWS::EC2::VPNConnection',
      Properties: {
        Type: 'ipsec.1',
        VpnGatewayId: x.ref(c),
        CustomerGatewayId: { Ref: remote },
        StaticRoutesOnly: true,
        Tags: tags(c),
      },
    });
    x.add(x.id(c, 'Route'), {
      Type: 'AWS::EC2::VPNConnectionRoute',
      Properties: {
        VpnConnectionId: { Ref: connection },
        DestinationCidrBlock:
          farEndCidr(c, x.plan) ??
          x.parameter('VpnRemoteCidr', {
            Type: 'String',
            Description: 'Address range of the network at the other end of the VPN',
          }),
      },
    });
    // The VPC's route tables learn the other network's route from the gateway, once it is attached.
    const tables = x.plan.all('aws.route_table');
    if (tables.length)
      x.add(x.id(c, 'RoutePropagation'), {
        Type: 'AWS::EC2::VPNGatewayRoutePropagation',
        Properties: { VpnGatewayId: x.ref(c), RouteTableIds: tables.map((t) => x.ref(t)) },
        DependsOn: [attachment],
      });
  },
};
