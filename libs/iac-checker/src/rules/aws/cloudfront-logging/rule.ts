import { type RuleContext } from '../../model';
import { at, deepest } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/**
 * A distribution logs when it has classic logging, or when a CloudWatch log delivery source
 * (standard logging v2) names it AND a delivery takes that source somewhere: a source alone
 * collects the logs and sends them nowhere.
 */
interface Names {
  dist: string;
  logging: string;
  source: string;
  arn: string;
  delivery: string;
  name: string;
}

function check(ctx: RuleContext, k: Names): void {
  for (const r of ctx.resources(k.dist)) {
    if (at(r.body, k.logging)) continue;
    const sources = ctx.referrers(r, [k.source], k.arn);
    // Pointed where the setting left out belongs, as for any omitted setting.
    const parent = deepest(r.body, k.logging);
    const where = parent === r.body ? undefined : parent;
    if (!sources.length) ctx.report(r, where);
    else if (!sources.some((s) => ctx.referrers(s, [k.delivery], k.name).length))
      ctx.report(r, where, 'A log delivery source names it, but no log delivery sends that source anywhere.');
  }
}

export const rule = codeRule(spec, {
  terraform: (ctx) =>
    check(ctx, {
      dist: 'aws_cloudfront_distribution',
      logging: 'logging_config',
      source: 'aws_cloudwatch_log_delivery_source',
      arn: 'resource_arn',
      delivery: 'aws_cloudwatch_log_delivery',
      name: 'delivery_source_name',
    }),
  cloudformation: (ctx) =>
    check(ctx, {
      dist: 'AWS::CloudFront::Distribution',
      logging: 'DistributionConfig.Logging',
      source: 'AWS::Logs::DeliverySource',
      arn: 'ResourceArn',
      delivery: 'AWS::Logs::Delivery',
      name: 'DeliverySourceName',
    }),
});
