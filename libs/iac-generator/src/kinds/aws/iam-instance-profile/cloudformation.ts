import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::IAM::InstanceProfile',
      Properties: {
        InstanceProfileName: c.name ? givenName(c) : undefined,
        Roles: [x.ref(c.ref.role as Component)],
      },
    }),
};
