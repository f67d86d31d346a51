import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { domainOf } from '../cloudformation/edge';
import { decide as certificate } from '../acm-certificate/decide';
import { givenLbDomain, lbDomainParameter } from './origin';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    const oac = c.ref.oac as Component | undefined;
    // A load balancer origin is reached over HTTPS and passes every method and the viewer's request on.
    const lb = c.ref.lb as Component | undefined;
    const acm = x.plan.first('aws.acm_certificate');
    // A web ACL asked beside a distribution guards it: CloudFront takes the ACL's ARN (scope CLOUDFRONT).
    const acl = x.plan.first('aws.wafv2_web_acl');
    x.add(x.id(c), {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Enabled: true,
          // A bucket of files has an index page; a site behind a load balancer answers / itself.
          DefaultRootObject: lb ? undefined : 'index.html',
          HttpVersion: 'http2and3',
          WebACLId: acl ? x.att(acl, 'Arn') : undefined,
          PriceClass: 'PriceClass_100',
          // The certificate's domain is the site's: CloudFront answers for it only when it is an alias.
          Aliases: acm ? [certificate(acm, x.plan).domain] : undefined,
          Origins: [
            {
              Id: 'origin',
              DomainName: bucket
                ? x.att(bucket, 'RegionalDomainName')
                : lb
                  ? givenLbDomain(lb) && x.existing.has(lb)
                    ? { Ref: lbDomainParameter(x.id(lb)) }
                    : x.att(lb, 'DNSName')
                  : domainOf(x),
              S3OriginConfig: bucket ? { OriginAccessIdentity: '' } : undefined,
              OriginAccessControlId: oac ? x.att(oac, 'Id') : undefined,
              CustomOriginConfig: bucket
                ? undefined
                : { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
            },
          ],
          DefaultCacheBehavior: {
            TargetOriginId: 'origin',
            ViewerProtocolPolicy: 'redirect-to-https',
            AllowedMethods: lb ? ['GET', 'HEAD', 'OPTIONS', 'PUT', 'POST', 'PATCH', 'DELETE'] : undefined,
            // A site behind a load balancer is not cached by default (CachingDisabled) and gets the viewer's
            // headers, cookies and query (AllViewer); a bucket's files are cached (CachingOptimized).
            CachePolicyId: lb ? '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' : '658327ea-f89d-4fab-a63d-7e88639e58f6',
            OriginRequestPolicyId: lb ? '216adef6-5c7f-47e4-b989-5492eafa07d3' : undefined,
            Compress: true,
          },
          ViewerCertificate: acm
            ? { AcmCertificateArn: x.ref(acm), SslSupportMethod: 'sni-only', MinimumProtocolVersion: 'TLSv1.2_2021' }
            : { CloudFrontDefaultCertificate: true },
        },
        Tags: tags(c),
      },
    });
    // The bucket admits only this distribution: its read grant is in the bucket's one policy (storage).
    x.output(`${x.id(c)}Domain`, x.att(c, 'DomainName'), 'Distribution domain name');
  },
};
