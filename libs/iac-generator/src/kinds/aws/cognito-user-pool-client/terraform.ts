import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cognito_user_pool_client',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      user_pool_id: x.ref(c.ref.pool as Component),
      generate_secret: !decide(c).publicClient,
      allowed_oauth_flows_user_pool_client: true,
      allowed_oauth_flows: ['code'],
      allowed_oauth_scopes: ['openid', 'email'],
      callback_urls: ['https://example.com/oauth2/idpresponse'],
      supported_identity_providers: ['COGNITO'],
      prevent_user_existence_errors: 'ENABLED',
    }),
};
