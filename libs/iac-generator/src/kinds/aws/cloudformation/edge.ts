/** Load balancers, Route 53, CloudFront, certificates, Cognito and WAF as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, subnetRefs, tags } from './common';
import { givenName } from '../../../model/names';
import { dnsName } from '../common';
import { lbType } from '../edge';
import { recordTtl, statedRecord } from '../../dns';
import { writeStatedRecordSet } from './dns';

const domainOf = (x: CfnContext) => x.plan.components.find((c) => c.attrs.domain)?.attrs.domain ?? 'example.com';

/** HTTPS needs a certificate: the one in the template, or an ARN given at deploy time. */
function certificate(x: CfnContext): unknown {
  const acm = x.plan.first('aws.acm_certificate');
  return acm
    ? x.ref(acm)
    : x.parameter('CertificateArn', { Type: 'String', Description: 'ACM certificate ARN for the HTTPS listener' });
}

// The user pool defaults of this template: email as the username, app clients without a secret.
const EMAIL_SIGN_IN_BY_DEFAULT = true;
const PUBLIC_CLIENT_BY_DEFAULT = true;

export const EDGE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {
  'aws.lb': {
    write: (c, x) => {
      const type = lbType(c);
      x.add(x.id(c), {
        Type: 'AWS::ElasticLoadBalancingV2::LoadBalancer',
        Properties: {
          Name: c.name ? dnsName(c, 32) : undefined,
          Type: type,
          Scheme:
            type === 'gateway'
              ? undefined
              : c.attrs.flags.has('internal') || c.attrs.flags.has('private')
                ? 'internal'
                : 'internet-facing',
          Subnets: subnetRefs(c, x),
          SecurityGroups: type === 'gateway' ? undefined : sgRefs(c, x),
          LoadBalancerAttributes: [
            ...(type === 'application'
              ? [{ Key: 'routing.http.drop_invalid_header_fields.enabled', Value: 'true' }]
              : []),
            { Key: 'deletion_protection.enabled', Value: 'true' },
          ],
          Tags: tags(c),
        },
      });
      x.output(`${x.id(c)}Dns`, x.att(c, 'DNSName'), 'Load balancer DNS name');
    },
  },
  'aws.lb_target_group': {
    write: (c, x) => {
      const lb = (c.ref.lb as Component | undefined) ?? x.plan.first('aws.lb');
      const vpc = lb?.ref.vpc as Component | undefined;
      const type = lb ? lbType(lb) : 'application';
      x.add(x.id(c), {
        Type: 'AWS::ElasticLoadBalancingV2::TargetGroup',
        Properties: {
          Name: c.name ? dnsName(c, 32) : undefined,
          Port:
            type === 'gateway'
              ? 6081
              : (c.attrs.ports[0] ?? (type === 'network' ? lb?.attrs.ports[0] : undefined) ?? 80),
          Protocol: type === 'gateway' ? 'GENEVE' : type === 'network' ? 'TCP' : 'HTTP',
          TargetType: x.plan.has('aws.ecs_service') ? 'ip' : 'instance',
          VpcId: vpc ? x.ref(vpc) : undefined,
          HealthCheckProtocol: type === 'application' ? undefined : type === 'network' ? 'TCP' : 'HTTP',
          HealthCheckPort: type === 'gateway' ? '80' : undefined,
          HealthCheckPath: type === 'application' ? (c.attrs.path ?? lb?.attrs.path ?? '/') : undefined,
          Matcher: type === 'application' ? { HttpCode: '200-399' } : undefined,
          Tags: tags(c),
        },
      });
      if (lb && !x.plan.has('aws.lb_listener') && x.plan.first('aws.lb_target_group') === c) listeners(c, lb, x);
    },
  },
  'aws.lb_listener': {
    write: (c, x) => {
      const lb = (c.ref.lb as Component | undefined) ?? x.plan.first('aws.lb');
      const tg = x.plan.first('aws.lb_target_group');
      if (lb) listeners(c, lb, x, tg);
    },
  },
  'aws.elb': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::ElasticLoadBalancing::LoadBalancer',
        Properties: {
          LoadBalancerName: c.name ? dnsName(c, 32) : undefined,
          Subnets: subnetRefs(c, x),
          SecurityGroups: sgRefs(c, x),
          Scheme: c.attrs.flags.has('internal') ? 'internal' : 'internet-facing',
          CrossZone: true,
          Listeners: [
            {
              LoadBalancerPort: '443',
              InstancePort: '80',
              Protocol: 'HTTPS',
              InstanceProtocol: 'HTTP',
              SSLCertificateId: certificate(x),
            },
          ],
          HealthCheck: {
            Target: 'HTTP:80/',
            HealthyThreshold: '3',
            UnhealthyThreshold: '5',
            Interval: '30',
            Timeout: '5',
          },
          Tags: tags(c),
        },
      });
    },
  },
  'aws.route53_zone': {
    write: (c, x) => {
      x.add(x.id(c), {
        Type: 'AWS::Route53::HostedZone',
        Properties: {
          Name: c.attrs.domain ?? (c.name && /\./.test(c.name) ? c.name : domainOf(x)),
          HostedZoneTags: tags(c),
        },
      });
      x.output(
        `${x.id(c)}NameServers`,
        { 'Fn::Join': [',', x.att(c, 'NameServers')] },
        'Delegate the domain to these name servers',
      );
    },
  },
  'aws.route53_record': {
    write: (c, x) => {
      const zone = c.ref.zone as Component;
      const stated = statedRecord(c);
      if (stated) return writeStatedRecordSet(c, x, stated, zone.attrs.domain ?? domainOf(x));
      const cf = x.plan.first('aws.cloudfront_distribution');
      const lb = x.plan.first('aws.lb');
      const alias = cf
        ? { DNSName: x.att(cf, 'DomainName'), HostedZoneId: 'Z2FDTNDATAQYW2' }
        : lb
          ? { DNSName: x.att(lb, 'DNSName'), HostedZoneId: x.att(lb, 'CanonicalHostedZoneID') }
          : undefined;
      x.add(x.id(c), {
        Type: 'AWS::Route53::RecordSet',
        Properties: {
          HostedZoneId: x.ref(zone),
          Name: {
            'Fn::Sub': `${c.name && !/^q/.test(c.name) ? dnsName(c) : 'www'}.${zone.attrs.domain ?? domainOf(x)}`,
          },
          Type: 'A',
          AliasTarget: alias,
          TTL: alias ? undefined : String(recordTtl(c)),
          ResourceRecords: alias ? undefined : ['192.0.2.10'],
        },
      });
    },
  },
  'aws.route53_health_check': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::Route53::HealthCheck',
        Properties: {
          HealthCheckConfig: {
            Type: 'HTTPS',
            FullyQualifiedDomainName: domainOf(x),
            ResourcePath: c.attrs.path ?? '/',
            Port: 443,
            RequestInterval: 30,
            FailureThreshold: 3,
          },
          HealthCheckTags: tags(c),
        },
      }),
  },
  'aws.cloudfront_origin_access_control': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::CloudFront::OriginAccessControl',
        Properties: {
          OriginAccessControlConfig: {
            Name: givenName(c).slice(0, 64),
            OriginAccessControlOriginType: 's3',
            SigningBehavior: 'always',
            SigningProtocol: 'sigv4',
          },
        },
      }),
  },
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
  'aws.acm_certificate': {
    write: (c, x) => {
      const domain = c.attrs.domain ?? domainOf(x);
      // Validated in the zone the request has: CloudFormation writes the records there itself.
      const zone = x.plan.first('aws.route53_zone');
      x.add(x.id(c), {
        Type: 'AWS::CertificateManager::Certificate',
        Properties: {
          DomainName: domain,
          ValidationMethod: 'DNS',
          DomainValidationOptions: zone ? [{ DomainName: domain, HostedZoneId: x.ref(zone) }] : undefined,
          Tags: tags(c),
        },
      });
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
  'aws.cognito_user_pool_domain': {
    write: (c, x) =>
      void x.add(x.id(c), {
        Type: 'AWS::Cognito::UserPoolDomain',
        Properties: {
          UserPoolId: x.ref(c.ref.pool as Component),
          Domain:
            givenName(c)
              .toLowerCase()
              .replace(/[^a-z0-9-]/g, '-')
              .replace(/^-+|-+$/g, '')
              .slice(0, 63) || 'auth',
        },
      }),
  },
  'aws.wafv2_web_acl': {
    write: (c, x) => {
      const managed = (name: string, priority: number) => ({
        Name: name,
        Priority: priority,
        OverrideAction: { None: {} },
        Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
        VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: name },
      });
      x.add(x.id(c), {
        Type: 'AWS::WAFv2::WebACL',
        Properties: {
          Name: givenName(c)
            .replace(/[^A-Za-z0-9_-]/g, '-')
            .slice(0, 128),
          Scope: x.plan.has('aws.cloudfront_distribution') ? 'CLOUDFRONT' : 'REGIONAL',
          DefaultAction: { Allow: {} },
          Rules: [managed('AWSManagedRulesCommonRuleSet', 1), managed('AWSManagedRulesKnownBadInputsRuleSet', 2)],
          VisibilityConfig: { SampledRequestsEnabled: true, CloudWatchMetricsEnabled: true, MetricName: 'webacl' },
        },
      });
    },
  },
};

function listeners(c: Component, lb: Component, x: CfnContext, tg?: Component): void {
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
