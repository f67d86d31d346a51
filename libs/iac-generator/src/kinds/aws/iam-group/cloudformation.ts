import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::IAM::Group',
      Properties: {
        GroupName: cfnName(c, 128, /[^A-Za-z0-9+=,.@_-]/g),
        ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'],
      },
    }),
};
