import { type RuleContext } from '../../model';
import { at, type Node } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Names that say a bucket holds Terraform state. */
export const STATE_NAME = /tf[-_]?state|terraform[-_.]?state/i;

function check(ctx: RuleContext): void {
  if (ctx.engine === 'terraform') {
    const backendBuckets = ctx.backends('s3').map((b) => b.get('bucket')?.value());
    for (const r of ctx.resources('aws_s3_bucket')) {
      const name = r.identity;
      const isState =
        STATE_NAME.test(r.name) ||
        (typeof name === 'string' && (STATE_NAME.test(name) || backendBuckets.includes(name)));
      if (!isState) continue;
      const legacy = at(r.body, 'versioning.enabled');
      if (legacy?.value() === true) continue;
      const statuses = ctx
        .referrers(r, ['aws_s3_bucket_versioning'], 'bucket')
        .map((v) => [v, at(v.body, 'versioning_configuration.status')] as const);
      if (statuses.some(([, s]) => s && s.value() !== 'Suspended' && s.value() !== 'Disabled')) continue;
      const [off] = statuses.filter(([, s]) => s);
      if (off) ctx.report(off[0], off[1] as Node);
      else ctx.report(r);
    }
  } else
    for (const r of ctx.resources('AWS::S3::Bucket')) {
      const name = r.identity;
      if (!STATE_NAME.test(r.name) && !(typeof name === 'string' && STATE_NAME.test(name))) continue;
      const status = at(r.body, 'VersioningConfiguration.Status');
      if (!status) ctx.report(r);
      else if (status.value() === 'Suspended') ctx.report(r, status);
    }
}

export const rule = codeRule(spec, { terraform: check, cloudformation: check });
