import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { cfnName, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::IAM::User',
      Properties: {
        UserName: cfnName(c, 64, /[^A-Za-z0-9+=,.@_-]/g),
        Tags: tags(c),
      },
    }),
};
