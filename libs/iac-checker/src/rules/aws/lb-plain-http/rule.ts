import { type RuleContext } from '../../model';
import { UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

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

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
