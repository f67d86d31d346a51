import { defineRule, type RuleContext } from '../../model';
import { UNKNOWN } from '../../view/node';

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
  formats: ['terraform-aws', 'cloudformation'],
});
