import { type Resource, type RuleContext } from '../../model';
import { policyStatements } from '../../helpers/iam';
import { at, type Node, UNKNOWN } from '../../view/node';
import { codeRule } from '../../declarative/load';
import spec from './rule.json';

/** Services that deliver logs into a bucket and can only write with S3-managed keys. */
const LOG_WRITERS = /^(logging\.s3|logdelivery\.elasticloadbalancing|delivery\.logs)\.amazonaws\.com$/i;

/** What the default encryption of a bucket says: the algorithm node and the key node, when written. */
function judge(ctx: RuleContext, r: Resource, byDefault: Node | undefined, algorithmKey: string, keyKey: string) {
  if (!byDefault) {
    ctx.report(r, undefined, 'No default encryption is written: objects get S3-managed keys.');
    return;
  }
  const algorithm = byDefault.get(algorithmKey);
  const a = algorithm?.value();
  if (typeof a !== 'string') return;
  if (a.toUpperCase() === 'AES256') ctx.report(r, algorithm, 'Objects are encrypted with S3-managed keys (AES256).');
  else if (/^aws:kms/i.test(a)) {
    const key = byDefault.get(keyKey);
    const k = key?.value();
    if (!key) ctx.report(r, algorithm, 'No key is named, so S3 uses the AWS-managed `aws/s3` key.');
    else if (typeof k === 'string' && /(^|:)alias\/aws\/s3$/.test(k))
      ctx.report(r, key, 'The AWS-managed `aws/s3` key is named.');
  }
}

/** A bucket's policy statements letting a log-delivery service write into it. */
function logWriterPolicy(ctx: RuleContext, policies: Resource[]): boolean {
  const owners = new Set(policies);
  return policyStatements(ctx).some(
    (s) =>
      owners.has(s.owner) &&
      s.principals !== UNKNOWN &&
      s.principals.some((p) => LOG_WRITERS.test(p.replace(/^Service:/, ''))),
  );
}

function terraform(ctx: RuleContext): void {
  const logTargets = [
    ...ctx.resources('aws_s3_bucket_logging').map((l) => at(l.body, 'target_bucket')),
    ...ctx.resources('aws_lb', 'aws_alb', 'aws_elb').map((lb) => at(lb.body, 'access_logs.bucket')),
  ];
  for (const r of ctx.resources('aws_s3_bucket')) {
    const receivesLogs =
      logTargets.some(
        (n) => n && (n.refs().includes(r.ref) || (typeof r.identity === 'string' && n.value() === r.identity)),
      ) ||
      r.body.get('acl')?.value() === 'log-delivery-write' ||
      ctx
        .referrers(r, ['aws_s3_bucket_acl'], 'bucket')
        .some(
          (acl) =>
            acl.body.get('acl')?.value() === 'log-delivery-write' ||
            (acl.body.get('access_control_policy')?.list('grant') ?? []).some((g) =>
              String(at(g, 'grantee.uri')?.value() ?? '').endsWith('/LogDelivery'),
            ),
        ) ||
      logWriterPolicy(ctx, ctx.referrers(r, ['aws_s3_bucket_policy'], 'bucket'));
    if (receivesLogs) continue;
    const [config] = ctx.referrers(r, ['aws_s3_bucket_server_side_encryption_configuration'], 'bucket');
    const byDefault = config
      ? at(config.body, 'rule.apply_server_side_encryption_by_default')
      : at(r.body, 'server_side_encryption_configuration.rule.apply_server_side_encryption_by_default');
    judge(ctx, config ?? r, byDefault, 'sse_algorithm', 'kms_master_key_id');
  }
}

function cloudformation(ctx: RuleContext): void {
  const buckets = ctx.resources('AWS::S3::Bucket');
  const logTargets = buckets.flatMap((b) => at(b.body, 'LoggingConfiguration.DestinationBucketName')?.refs() ?? []);
  for (const r of buckets) {
    const receivesLogs =
      logTargets.includes(r.ref) ||
      r.body.get('AccessControl')?.value() === 'LogDeliveryWrite' ||
      logWriterPolicy(ctx, ctx.referrers(r, ['AWS::S3::BucketPolicy'], 'Bucket'));
    if (receivesLogs) continue;
    const rules = at(r.body, 'BucketEncryption.ServerSideEncryptionConfiguration');
    if (rules && !rules.items().length) continue;
    judge(ctx, r, rules?.items()[0]?.get('ServerSideEncryptionByDefault'), 'SSEAlgorithm', 'KMSMasterKeyID');
  }
}

export const rule = codeRule(spec, { terraform, cloudformation });
