import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { az, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const { index: i, zoneIndex, statedZone, publicTier } = decide(c, x.plan);
    const vpc = c.ref.vpc as Component;
    x.add(x.id(c), {
      Type: 'AWS::EC2::Subnet',
      Properties: {
        VpcId: x.ref(vpc),
        CidrBlock: { 'Fn::Select': [i + 1, { 'Fn::Cidr': [{ 'Fn::GetAtt': [x.id(vpc), 'CidrBlock'] }, 16, 8] }] },
        AvailabilityZone: statedZone ?? az(zoneIndex),
        MapPublicIpOnLaunch: publicTier,
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
