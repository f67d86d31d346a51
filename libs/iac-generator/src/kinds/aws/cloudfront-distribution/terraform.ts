import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide as certificate } from '../acm-certificate/decide';
import { givenLbDomain } from './origin';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudfront_distribution',
  write: (c, x) => {
    const b = c.ref.bucket as Component | undefined;
    // A load balancer origin is reached over HTTPS and passes every method and the viewer's request on.
    const lb = c.ref.lb as Component | undefined;
    const cert = x.plan.first('aws.acm_certificate');
    // A web ACL asked beside a distribution guards it: CloudFront takes the ACL's ARN (scope CLOUDFRONT).
    const acl = x.plan.first('aws.wafv2_web_acl');
    x.primary(c, {
      enabled: true,
      comment: `Distribution ${givenName(c)}`,
      // A bucket of files has an index page; a site behind a load balancer answers / itself.
      default_root_object: lb ? undefined : 'index.html',
      price_class: 'PriceClass_100',
      http_version: 'http2and3',
      web_acl_id: acl ? x.ref(acl, 'arn') : undefined,
      // The certificate's domain is the site's: CloudFront answers for it only when it is an alias.
      aliases: cert ? [certificate(cert, x.plan).domain] : undefined,
      origin: lb
        ? block({
            domain_name: givenLbDomain(lb) ?? x.ref(lb, 'dns_name'),
            origin_id: 'lb-origin',
            custom_origin_config: block({
              http_port: 80,
              https_port: 443,
              origin_protocol_policy: 'https-only',
              origin_ssl_protocols: ['TLSv1.2'],
            }),
          })
        : block({
            domain_name: x.ref(b as Component, 'bucket_regional_domain_name'),
            origin_id: 's3-origin',
            origin_access_control_id: x.ref(c.ref.oac as Component),
          }),
      default_cache_behavior: block({
        target_origin_id: lb ? 'lb-origin' : 's3-origin',
        viewer_protocol_policy: 'redirect-to-https',
        allowed_methods: lb ? ['GET', 'HEAD', 'OPTIONS', 'PUT', 'POST', 'PATCH', 'DELETE'] : ['GET', 'HEAD'],
        cached_methods: ['GET', 'HEAD'],
        compress: true,
        // A site behind a load balancer is not cached by default (CachingDisabled) and gets the viewer's
        // headers, cookies and query (AllViewer); a bucket's files are cached (CachingOptimized).
        cache_policy_id: lb ? '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' : '658327ea-f89d-4fab-a63d-7e88639e58f6',
        origin_request_policy_id: lb ? '216adef6-5c7f-47e4-b989-5492eafa07d3' : undefined,
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
