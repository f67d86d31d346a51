import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
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
};
