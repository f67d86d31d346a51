/**
 * A Firehose stream's planning: the bucket it delivers to (and keeps failed records in), a role
 * allowed exactly its destinations, and the log group the request asked for beside it, which is
 * where it logs delivery errors (the writers set its logging options), with the right to write there.
 */
import { type Needs } from '../../../plan/needs';
import { type HclValue } from '../../../model/hcl';
import { type Planner } from '../../../plan/planner';
import { roleFor } from '../common';
import { arnsAmong } from '../grants';

export const needs: Needs = (c, plan) => {
  const bucket = plan.ensure('aws.s3_bucket', 'the delivery destination (and backup for failed records)', {
    label: 'delivery',
  });
  c.ref.bucket = bucket;
  // An asked log group no other service writes to is the stream's: its delivery errors go there.
  const logs = plan.all('aws.cloudwatch_log_group').find((g) => !g.implicit && !g.ref.writer);
  if (logs) {
    logs.ref.writer = c;
    c.ref.logGroup = logs;
  }
  roleFor(c, plan, 'firehose.amazonaws.com', {
    statements: [
      {
        Effect: 'Allow',
        Action: ['s3:AbortMultipartUpload', 's3:GetBucketLocation', 's3:GetObject', 's3:ListBucket', 's3:PutObject'],
        Resource: arnsAmong([bucket], '/*'),
      },
      ...searchRights(plan),
      // Its log streams are inside the group's ARN.
      ...(logs ? [{ Effect: 'Allow', Action: ['logs:PutLogEvents'], Resource: arnsAmong([logs], ':*') }] : []),
    ],
    why: 'lets Firehose write to its destination',
  });
};

/** What delivering to the plan's other destination takes (the writers pick it the same way), on it alone. */
function searchRights(plan: Planner): Record<string, HclValue>[] {
  const aoss = plan.first('aws.opensearchserverless_collection');
  if (aoss) return [{ Effect: 'Allow', Action: ['aoss:APIAccessAll'], Resource: arnsAmong([aoss]) }];
  const os = plan.first('aws.opensearch_domain');
  if (os)
    return [
      {
        Effect: 'Allow',
        Action: ['es:DescribeDomain', 'es:ESHttpPost', 'es:ESHttpPut'],
        Resource: arnsAmong([os], '/*'),
      },
    ];
  // Describing clusters takes no cluster ARN.
  if (plan.first('aws.redshift_cluster'))
    return [{ Effect: 'Allow', Action: ['redshift:DescribeClusters'], Resource: '*' }];
  return [];
}
