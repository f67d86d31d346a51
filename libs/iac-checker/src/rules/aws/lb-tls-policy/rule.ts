import { defineRule, type RuleContext } from '../../model';
import { flag } from '../../helpers/settings';

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
  formats: ['terraform-aws', 'cloudformation'],
});
