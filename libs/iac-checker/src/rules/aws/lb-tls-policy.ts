import { defineRule, ex, type RuleContext } from '../model';
import { flag } from '../helpers/settings';

/** Policies that refuse TLS 1.0 and 1.1 have one of these in their name. */
const MODERN = /TLS13|TLS-1-2|FS-1-2/;

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const listeners = tf
    ? ctx.resources('aws_lb_listener', 'aws_alb_listener')
    : ctx.resources('AWS::ElasticLoadBalancingV2::Listener');
  for (const r of listeners) {
    const protocol = r.body.get(tf ? 'protocol' : 'Protocol')?.value();
    if (protocol !== 'HTTPS' && protocol !== 'TLS') continue;
    // Without a policy the load balancer uses ELBSecurityPolicy-2016-08, which accepts TLS 1.0.
    flag(ctx, r, tf ? 'ssl_policy' : 'SslPolicy', (v) => typeof v === 'string' && !MODERN.test(v), { omitted: true });
  }
}

export const awsLbTlsPolicy = defineRule({
  id: 'IG-AWS-038',
  title: 'Load balancer accepts TLS older than 1.2',
  severity: 'HIGH',
  rationale:
    "TLS 1.0 and 1.1 have known weaknesses and are refused by current browsers and compliance standards; the load balancer's default policy still accepts them.",
  remediation: 'Set `ssl_policy` (`SslPolicy`) to a TLS 1.2+ policy such as `ELBSecurityPolicy-TLS13-1-2-2021-06`.',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_lb_listener" "https" {
            load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
            port              = 443
            protocol          = "HTTPS"
            certificate_arn   = "arn:aws:acm:eu-west-1:123456789012:certificate/1"
            ssl_policy        = "ELBSecurityPolicy-2016-08" #!
            default_action {
              type             = "forward"
              target_group_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_lb_listener" "https" {
            load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
            port              = 443
            protocol          = "HTTPS"
            certificate_arn   = "arn:aws:acm:eu-west-1:123456789012:certificate/1"
            ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
            default_action {
              type             = "forward"
              target_group_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1"
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_lb_listener" "https" { #!
          load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
          port              = 443
          protocol          = "HTTPS"
          certificate_arn   = "arn:aws:acm:eu-west-1:123456789012:certificate/1"
          default_action {
            type             = "forward"
            target_group_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1"
          }
        }
      `,
    },
    cloudformation: {
      bad: [
        ex`
          Resources:
            Https:
              Type: AWS::ElasticLoadBalancingV2::Listener
              Properties:
                LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
                Port: 443
                Protocol: HTTPS
                SslPolicy: ELBSecurityPolicy-TLS-1-1-2017-01 #!
                Certificates:
                  - CertificateArn: arn:aws:acm:eu-west-1:123456789012:certificate/1
                DefaultActions:
                  - Type: forward
                    TargetGroupArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1
        `,
      ],
      good: [
        ex`
          Resources:
            Https:
              Type: AWS::ElasticLoadBalancingV2::Listener
              Properties:
                LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
                Port: 443
                Protocol: HTTPS
                SslPolicy: ELBSecurityPolicy-TLS13-1-2-2021-06
                Certificates:
                  - CertificateArn: arn:aws:acm:eu-west-1:123456789012:certificate/1
                DefaultActions:
                  - Type: forward
                    TargetGroupArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1
        `,
      ],
      omitted: ex`
        Resources:
          Https: #!
            Type: AWS::ElasticLoadBalancingV2::Listener
            Properties:
              LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
              Port: 443
              Protocol: HTTPS
              Certificates:
                - CertificateArn: arn:aws:acm:eu-west-1:123456789012:certificate/1
              DefaultActions:
                - Type: forward
                  TargetGroupArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1
      `,
    },
  },
});
