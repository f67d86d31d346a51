/**
 * S3 and file/archive storage. Every bucket is written with public access blocked, encryption,
 * versioning and owner-enforced object ownership, whether or not the prompt mentioned them; the
 * bucket feature kinds only change or add to those defaults.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

export function bucketOf(c: Component, plan: Planner, why = 'the bucket this configures'): Component {
  const bucket =
    (c.ref.bucket as Component | undefined) ??
    plan.first('aws.s3_bucket') ??
    plan.add('aws.s3_bucket', { implicit: why, label: 'main' });
  c.ref.bucket = bucket;
  return bucket;
}
