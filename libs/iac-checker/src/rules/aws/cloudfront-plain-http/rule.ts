import { type RuleContext } from '../../model';
import { flag, oneOf } from '../../helpers/settings';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  for (const r of ctx.resources(tf ? 'aws_cloudfront_distribution' : 'AWS::CloudFront::Distribution')) {
    const config = tf ? r.body : r.body.get('DistributionConfig');
    if (!config) continue;
    const behaviors = [
      ...[config.get(tf ? 'default_cache_behavior' : 'DefaultCacheBehavior')].filter((b) => !!b),
      ...config.list(tf ? 'ordered_cache_behavior' : 'CacheBehaviors'),
    ];
    for (const b of behaviors)
      flag(ctx, { ...r, body: b! }, tf ? 'viewer_protocol_policy' : 'ViewerProtocolPolicy', oneOf('allow-all'));
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
