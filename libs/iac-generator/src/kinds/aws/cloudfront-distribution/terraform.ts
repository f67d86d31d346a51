import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide as certificate } from '../acm-certificate/decide';

export const terraform: TerraformWriter = {
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
      // The certificate's domain is the site's: CloudFront answers for it only when it is an alias.
      aliases: cert ? [certificate(cert, x.plan).domain] : undefined,
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
};
