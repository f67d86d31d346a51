/** Load balancing, DNS, CDN, certificates, sign-in and WAF as hashicorp/aws resources. */
import { type Component } from '../../../model/types';
import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const EDGE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.cloudfront_distribution': {
    resourceType: 'aws_cloudfront_distribution',
    write: (c, x) => {
      const b = c.ref.bucket as Component;
      const cert = x.plan.first('aws.acm_certificate');
      x.primary(c, {
        enabled: true,
        comment: `Distribution ${givenName(c)}`,
        default_root_object: 'index.html',
        price_class: 'PriceClass_100',
        http_version: 'http2and3',
        origin: block({
          domain_name: x.ref(b, 'bucket_regional_domain_name'),
          origin_id: 's3-origin',
          origin_access_control_id: x.ref(c.ref.oac as Component),
        }),
        default_cache_behavior: block({
          target_origin_id: 's3-origin',
          viewer_protocol_policy: 'redirect-to-https',
          allowed_methods: ['GET', 'HEAD'],
          cached_methods: ['GET', 'HEAD'],
          compress: true,
          cache_policy_id: '658327ea-f89d-4fab-a63d-7e88639e58f6',
        }),
        restrictions: block({ geo_restriction: block({ restriction_type: 'none' }) }),
        viewer_certificate: block(
          cert
            ? {
                acm_certificate_arn: x.ref(cert, 'arn'),
                ssl_support_method: 'sni-only',
                minimum_protocol_version: 'TLSv1.2_2021',
              }
            : { cloudfront_default_certificate: true },
        ),
      });
      x.output(`${c.id}_domain_name`, x.ref(c, 'domain_name'), 'Domain name of the distribution');
    },
  },
  'aws.cognito_user_pool': {
    resourceType: 'aws_cognito_user_pool',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        username_attributes: c.attrs.flags.has('emailSignIn') ? ['email'] : undefined,
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
  },
  'aws.cognito_user_pool_client': {
    resourceType: 'aws_cognito_user_pool_client',
    write: (c, x) =>
      void x.primary(c, {
        name: givenName(c),
        user_pool_id: x.ref(c.ref.pool as Component),
        // A browser or mobile app cannot keep a secret: such a client is written without one.
        generate_secret: !c.attrs.flags.has('publicClient'),
        allowed_oauth_flows_user_pool_client: true,
        allowed_oauth_flows: ['code'],
        allowed_oauth_scopes: ['openid', 'email'],
        callback_urls: ['https://example.com/oauth2/idpresponse'],
        supported_identity_providers: ['COGNITO'],
        prevent_user_existence_errors: 'ENABLED',
      }),
  },
};
