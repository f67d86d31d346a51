import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::IAM::User',
      Properties: {
        UserName: givenName(c)
          .replace(/[^A-Za-z0-9+=,.@_-]/g, '-')
          .slice(0, 64),
        Tags: tags(c),
      },
    }),
};
