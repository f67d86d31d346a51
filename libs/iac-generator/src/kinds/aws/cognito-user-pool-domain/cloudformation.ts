import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Cognito::UserPoolDomain',
      Properties: {
        UserPoolId: x.ref(c.ref.pool as Component),
        Domain:
          givenName(c)
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 63) || 'auth',
      },
    }),
};
