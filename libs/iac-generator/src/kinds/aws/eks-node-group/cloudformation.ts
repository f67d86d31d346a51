import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, subnetRefs } from '../cloudformation/common';
import { ec2Type } from '../settings';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const desired = c.attrs.desired ?? c.attrs.nodes;
    const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
    x.add(x.id(c), {
      Type: 'AWS::EKS::Nodegroup',
      Properties: {
        NodegroupName: c.name ? givenName(c) : undefined,
        ClusterName: x.ref(c.ref.cluster as Component),
        NodeRole: roleArn(c, x),
        Subnets: subnetRefs(c, x),
        InstanceTypes: [ec2Type(c, 't3.medium')],
        CapacityType: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
        DiskSize: c.attrs.storageGb,
        ScalingConfig: {
          MinSize: min,
          MaxSize: Math.max(min, c.attrs.max ?? 3, desired ?? 0),
          DesiredSize: Math.max(min, desired ?? min),
        },
        UpdateConfig: { MaxUnavailable: 1 },
      },
    });
  },
};
