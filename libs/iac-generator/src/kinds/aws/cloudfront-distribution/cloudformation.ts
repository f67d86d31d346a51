import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { domainOf } from '../cloudformation/edge';
import { decide as certificate } from '../acm-certificate/decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const bucket = c.ref.bucket as Component | undefined;
    const oac = c.ref.oac as Component | undefined;
    const acm = x.plan.first('aws.acm_certificate');
    x.add(x.id(c), {
      Type: 'AWS::CloudFront::Distribution',
      Properties: {
        DistributionConfig: {
          Enabled: true,
          DefaultRootObject: 'index.html',
          HttpVersion: 'http2and3',
          PriceClass: 'PriceClass_100',
          // The certificate's domain is the site's: CloudFront answers for it only when it is an alias.
          Aliases: acm ? [certificate(acm, x.plan).domain] : undefined,
          Origins: [
            {
              Id: 'origin',
              DomainName: bucket ? x.att(bucket, 'RegionalDomainName') : domainOf(x),
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
            CachePolicyId: '658327ea-f89d-4fab-a63d-7e88639e58f6',
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
