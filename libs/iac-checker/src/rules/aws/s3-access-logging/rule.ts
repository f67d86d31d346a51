import { type RuleContext } from '../../model';
import { at } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    const logging = ctx.resources('aws_s3_bucket_logging');
    for (const r of ctx.resources('aws_s3_bucket')) {
      if (r.body.get('logging')) continue;
      // A bucket receiving other buckets' logs is not asked to log itself.
      if (logging.some((l) => at(l.body, 'target_bucket')?.refs().includes(r.ref))) continue;
      if (!ctx.referrers(r, ['aws_s3_bucket_logging'], 'bucket').length) ctx.report(r);
    }
  } else {
    const buckets = ctx.resources('AWS::S3::Bucket');
    const targets = new Set(
      buckets.flatMap((b) => at(b.body, 'LoggingConfiguration.DestinationBucketName')?.refs() ?? []),
    );
    for (const r of buckets) if (!r.body.get('LoggingConfiguration') && !targets.has(r.ref)) ctx.report(r);
  }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
