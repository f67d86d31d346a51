import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, subnetRefs } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::EKS::Nodegroup',
      Properties: {
        NodegroupName: c.name ? givenName(c) : undefined,
        ClusterName: x.ref(c.ref.cluster as Component),
        NodeRole: roleArn(c, x),
        Subnets: subnetRefs(c, x),
        InstanceTypes: d.instanceTypes,
        Labels: d.labels,
        CapacityType: d.capacityType,
        DiskSize: d.diskSizeGb,
        ScalingConfig: { MinSize: d.min, MaxSize: d.max, DesiredSize: d.desired },
        UpdateConfig: { MaxUnavailable: 1 },
      },
    });
  },
};
