/** Load balancers, Route 53, CloudFront, certificates, Cognito and WAF as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from './common';
import { givenName } from '../../../model/names';
import { lbType } from '../edge';

export const domainOf = (x: CfnContext) => x.plan.components.find((c) => c.attrs.domain)?.attrs.domain ?? 'example.com';

/** HTTPS needs a certificate: the one in the template, or an ARN given at deploy time. */
export function certificate(x: CfnContext): unknown {
  const acm = x.plan.first('aws.acm_certificate');
  return acm
    ? x.ref(acm)
    : x.parameter('CertificateArn', { Type: 'String', Description: 'ACM certificate ARN for the HTTPS listener' });
}

// The user pool defaults of this template: email as the username, app clients without a secret.
const EMAIL_SIGN_IN_BY_DEFAULT = true;
const PUBLIC_CLIENT_BY_DEFAULT = true;

export const EDGE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.cloudfront_distribution': {
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
  },
  'aws.cognito_user_pool': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::Cognito::UserPool',
        Properties: {
          UserPoolName: givenName(c).slice(0, 128),
          // Users sign in with their email address, as asked or by this template's default.
          UsernameAttributes: c.attrs.flags.has('emailSignIn') || EMAIL_SIGN_IN_BY_DEFAULT ? ['email'] : undefined,
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
          UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
        },
      });
    },
  },
  'aws.cognito_user_pool_client': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::Cognito::UserPoolClient',
        Properties: {
          UserPoolId: x.ref(c.ref.pool as Component),
          ClientName: givenName(c).slice(0, 128),
          // Without a secret, as a browser or mobile app needs, as asked or by this template's default.
          GenerateSecret: !(c.attrs.flags.has('publicClient') || PUBLIC_CLIENT_BY_DEFAULT),
          PreventUserExistenceErrors: 'ENABLED',
          ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
          EnableTokenRevocation: true,
        },
      }),
  },
};

export function listeners(c: Component, lb: Component, x: CfnContext, tg?: Component): void {
  const target = tg ?? x.plan.first('aws.lb_target_group');
  const type = lbType(lb);
  // Network and gateway load balancers pass traffic through: one listener, no HTTP redirect.
  if (type !== 'application') {
    x.add(x.id(c), {
      Type: 'AWS::ElasticLoadBalancingV2::Listener',
      Properties: {
        LoadBalancerArn: x.ref(lb),
        Port: type === 'network' ? (lb.attrs.ports[0] ?? 80) : undefined,
        Protocol: type === 'network' ? 'TCP' : undefined,
        DefaultActions: target ? [{ Type: 'forward', TargetGroupArn: x.ref(target) }] : undefined,
      },
    });
    return;
  }
  x.add(x.id(c, 'Https'), {
    Type: 'AWS::ElasticLoadBalancingV2::Listener',
    Properties: {
      LoadBalancerArn: x.ref(lb),
      Port: 443,
      Protocol: 'HTTPS',
      SslPolicy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
      Certificates: [{ CertificateArn: certificate(x) }],
      DefaultActions: [
        target
          ? { Type: 'forward', TargetGroupArn: x.ref(target) }
          : { Type: 'fixed-response', FixedResponseConfig: { StatusCode: '404' } },
      ],
    },
  });
  x.add(x.id(c, 'Http'), {
    Type: 'AWS::ElasticLoadBalancingV2::Listener',
    Properties: {
      LoadBalancerArn: x.ref(lb),
      Port: 80,
      Protocol: 'HTTP',
      DefaultActions: [
        { Type: 'redirect', RedirectConfig: { Protocol: 'HTTPS', Port: '443', StatusCode: 'HTTP_301' } },
      ],
    },
  });
}
