import { defineRule, type RuleContext } from '../../model';
import { flag, oneOf } from '../../helpers/settings';

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

export const awsCloudFrontPlainHttp = defineRule({
  id: 'IG-AWS-040',
  title: 'CloudFront serves plain HTTP',
  severity: 'MEDIUM',
  rationale:
    'A cache behaviour allowing all viewer protocols serves content, cookies and signed URLs over unencrypted HTTP.',
  remediation: 'Set `viewer_protocol_policy = "redirect-to-https"` or `"https-only"` on every cache behaviour.',
  checks: { terraform: check, cloudformation: check },
  formats: ['terraform-aws', 'cloudformation'],
});
