import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { az, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
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
};
