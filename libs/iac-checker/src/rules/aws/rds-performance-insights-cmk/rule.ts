import { type RuleContext } from '../../model';
import { asBool, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

const AWS_MANAGED = /^(arn:[^:]+:kms:[^:]*:[^:]*:)?alias\/aws\//;

/** Judged only where Performance Insights is on: without it there is nothing to encrypt. */
function check(types: string[], enabled: string, key: string) {
  return (ctx: RuleContext) => {
    for (const r of ctx.resources(...types)) {
      if (asBool(r.body.get(enabled)?.value()) !== true) continue;
      const k = r.body.get(key);
      const v = k?.value();
      if (v === UNKNOWN) continue;
      if (v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || AWS_MANAGED.test(v))))
        ctx.report(r, k ?? r.body.get(enabled));
    }
  };
}

export const rule = codeRule(spec, {
  terraform: check(
    ['aws_db_instance', 'aws_rds_cluster_instance', 'aws_rds_cluster'],
    'performance_insights_enabled',
    'performance_insights_kms_key_id',
  ),
  cloudformation: check(
    ['AWS::RDS::DBInstance', 'AWS::RDS::DBCluster'],
    'EnablePerformanceInsights',
    'PerformanceInsightsKMSKeyId',
  ),
});
