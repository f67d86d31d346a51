/** Load balancers, Route 53, CloudFront, certificates, Cognito and WAF as CloudFormation. */
import { type Component } from '../../../model/types';
import { type CfnContext, type CloudFormationWriter } from '../../../render/cloudformation/context';
import { lbType } from '../edge';
import { listenerPort } from '../listener-port';

export const domainOf = (x: CfnContext) => x.plan.components.find((c) => c.attrs.domain)?.attrs.domain ?? 'example.com';

/** HTTPS needs a certificate: the one in the template, or an ARN given at deploy time. */
export function certificate(x: CfnContext): unknown {
  const acm = x.plan.first('aws.acm_certificate');
  return acm
    ? x.ref(acm)
    : x.parameter('CertificateArn', { Type: 'String', Description: 'ACM certificate ARN for the HTTPS listener' });
}

// The user pool defaults of this template: email as the username, app clients without a secret.
export const EMAIL_SIGN_IN_BY_DEFAULT = true;
export const PUBLIC_CLIENT_BY_DEFAULT = true;

export const EDGE_CLOUDFORMATION: Record<string, CloudFormationWriter> = {};

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
      Port: listenerPort(lb, true),
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
        {
          Type: 'redirect',
          RedirectConfig: { Protocol: 'HTTPS', Port: String(listenerPort(lb, true)), StatusCode: 'HTTP_301' },
        },
      ],
    },
  });
}
