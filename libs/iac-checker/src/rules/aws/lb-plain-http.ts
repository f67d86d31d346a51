import { defineRule, ex, type RuleContext } from '../model';
import { UNKNOWN } from '../view/node';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const listeners = tf
    ? ctx.resources('aws_lb_listener', 'aws_alb_listener')
    : ctx.resources('AWS::ElasticLoadBalancingV2::Listener');
  for (const r of listeners) {
    const protocolNode = r.body.get(tf ? 'protocol' : 'Protocol');
    const protocol = protocolNode?.value();
    if (protocol === UNKNOWN || (protocol !== undefined && protocol !== 'HTTP')) continue;
    // An HTTP listener (the default for a listener without certificate) is fine when all it does is redirect.
    if (protocol === undefined && r.body.get(tf ? 'certificate_arn' : 'Certificates')) continue;
    const actions = tf ? r.body.list('default_action') : r.body.list('DefaultActions');
    const types = actions.map((a) => a.get(tf ? 'type' : 'Type')?.value());
    if (types.includes(UNKNOWN) || (types.length && types.every((t) => t === 'redirect'))) continue;
    ctx.report(r, protocolNode);
  }
}

export const awsLbPlainHttp = defineRule({
  id: 'IG-AWS-037',
  title: 'Load balancer serves plain HTTP',
  severity: 'MEDIUM',
  rationale:
    'An HTTP listener that forwards traffic carries logins, cookies and data in the clear between clients and the load balancer.',
  remediation:
    'Serve HTTPS with a certificate, and make the HTTP listener a redirect to HTTPS (`type = "redirect"` with `protocol = "HTTPS"`, `status_code = "HTTP_301"`).',
  checks: { terraform: check, cloudformation: check },
  examples: {
    'terraform-aws': {
      bad: [
        ex`
          resource "aws_lb_listener" "web" {
            load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
            port              = 80
            protocol          = "HTTP" #!
            default_action {
              type             = "forward"
              target_group_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "aws_lb_listener" "redirect" {
            load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
            port              = 80
            protocol          = "HTTP"
            default_action {
              type = "redirect"
              redirect {
                port        = "443"
                protocol    = "HTTPS"
                status_code = "HTTP_301"
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource "aws_lb_listener" "web" { #!
          load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
          port              = 80
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
            Http:
              Type: AWS::ElasticLoadBalancingV2::Listener
              Properties:
                LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
                Port: 80
                Protocol: HTTP #!
                DefaultActions:
                  - Type: forward
                    TargetGroupArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1
        `,
      ],
      good: [
        ex`
          Resources:
            Http:
              Type: AWS::ElasticLoadBalancingV2::Listener
              Properties:
                LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
                Port: 80
                Protocol: HTTP
                DefaultActions:
                  - Type: redirect
                    RedirectConfig:
                      Protocol: HTTPS
                      Port: '443'
                      StatusCode: HTTP_301
        `,
      ],
      omitted: ex`
        Resources:
          Http: #!
            Type: AWS::ElasticLoadBalancingV2::Listener
            Properties:
              LoadBalancerArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1
              Port: 80
              DefaultActions:
                - Type: forward
                  TargetGroupArn: arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1
      `,
    },
  },
});
