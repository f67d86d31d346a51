import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, sgRefs, subnetRefs } from '../cloudformation/common';
import { dnsName } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::SageMaker::NotebookInstance',
      Properties: {
        NotebookInstanceName: c.name ? dnsName(c) : undefined,
        InstanceType: 'ml.t3.medium',
        RoleArn: roleArn(c, x),
        KmsKeyId: kmsArn(c, x),
        DirectInternetAccess: 'Disabled',
        RootAccess: 'Disabled',
        SubnetId: subnetRefs(c, x)[0],
        SecurityGroupIds: sgRefs(c, x),
      },
    }),
};
