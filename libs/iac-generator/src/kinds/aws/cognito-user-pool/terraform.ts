import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cognito_user_pool',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      username_attributes: decide(c).emailSignIn ? ['email'] : undefined,
      mfa_configuration: 'OPTIONAL',
      software_token_mfa_configuration: block({ enabled: true }),
      password_policy: block({
        minimum_length: 12,
        require_lowercase: true,
        require_uppercase: true,
        require_numbers: true,
        require_symbols: true,
      }),
      auto_verified_attributes: ['email'],
      deletion_protection: 'ACTIVE',
    }),
};
