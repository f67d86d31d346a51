import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn, subnetRefs } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::EKS::FargateProfile',
      Properties: {
        FargateProfileName: c.name ? givenName(c) : undefined,
        ClusterName: x.ref(c.ref.cluster as Component),
        PodExecutionRoleArn: roleArn(c, x),
        Subnets: subnetRefs(c, x),
        Selectors: [{ Namespace: 'default' }],
      },
    }),
};
