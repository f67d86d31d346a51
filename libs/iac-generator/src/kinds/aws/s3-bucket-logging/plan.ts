import { type Needs } from '../../../plan/needs';
import { bucketOf } from '../storage';

export const needs: Needs = (c, plan) => {
  bucketOf(c, plan);
  const buckets = plan.all('aws.s3_bucket');
  c.ref.target =
    buckets.find((b) => b !== c.ref.bucket) ??
    plan.add('aws.s3_bucket', { implicit: 'receives the access logs', label: 'logs' });
};
