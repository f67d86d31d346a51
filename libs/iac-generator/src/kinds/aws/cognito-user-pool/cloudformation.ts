import { EMAIL_SIGN_IN_BY_DEFAULT } from '../cloudformation/edge';
import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::Cognito::UserPool',
      Properties: {
        UserPoolName: givenName(c).slice(0, 128),
        // Users sign in with their email address, as asked or by this template's default.
        UsernameAttributes: decide(c).emailSignIn || EMAIL_SIGN_IN_BY_DEFAULT ? ['email'] : undefined,
        AutoVerifiedAttributes: ['email'],
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
            TemporaryPasswordValidityDays: 3,
          },
        },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        DeletionProtection: 'ACTIVE',
        // No threat protection (UserPoolAddOns) unasked: it needs the paid Plus feature plan, and a pool on the
        // default plan with it enforced fails to create.
      },
    });
  },
};
