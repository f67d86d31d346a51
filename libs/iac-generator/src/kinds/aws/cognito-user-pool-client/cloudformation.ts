import { PUBLIC_CLIENT_BY_DEFAULT } from '../cloudformation/edge';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Cognito::UserPoolClient',
      Properties: {
        UserPoolId: x.ref(c.ref.pool as Component),
        ClientName: givenName(c).slice(0, 128),
        // Without a secret, as a browser or mobile app needs, as asked or by this template's default.
        GenerateSecret: !(decide(c).publicClient || PUBLIC_CLIENT_BY_DEFAULT),
        PreventUserExistenceErrors: 'ENABLED',
        ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        EnableTokenRevocation: true,
      },
    }),
};
