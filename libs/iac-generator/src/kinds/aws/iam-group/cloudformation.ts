import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::IAM::Group',
      Properties: {
        GroupName: givenName(c)
          .replace(/[^A-Za-z0-9+=,.@_-]/g, '-')
          .slice(0, 128),
        ManagedPolicyArns: ['arn:aws:iam::aws:policy/ReadOnlyAccess'],
      },
    }),
};
