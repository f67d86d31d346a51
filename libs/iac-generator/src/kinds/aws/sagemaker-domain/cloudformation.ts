import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, subnetRefs } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::SageMaker::Domain',
      Properties: {
        DomainName: safe(c, 63),
        AuthMode: 'IAM',
        AppNetworkAccessType: 'VpcOnly',
        VpcId: x.ref(c.ref.vpc as Component),
        SubnetIds: subnetRefs(c, x),
        KmsKeyId: kmsArn(c, x),
        DefaultUserSettings: { ExecutionRole: roleArn(c, x) },
      },
    }),
};
