import { type RuleContext } from '../../model';
import { flag } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
