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
    // A name given to the part ("a versioned bucket called media-uploads") is the bucket's.
    plan.add('aws.s3_bucket', { implicit: why, label: 'main', name: c.name });
  if (!c.ref.bucket && !c.implicit) eachOfGroup(c, bucket, plan);
  c.ref.bucket = bucket;
  return bucket;
}

/**
 * "3 S3 buckets, each expiring objects after 90 days through a lifecycle rule": a bucket part asked
 * once, for buckets the request asked for together (one mention, so one phrase), configures each of
 * them, not the first alone. Buckets asked separately keep the part on the first, as before.
 */
function eachOfGroup(c: Component, first: Component, plan: Planner): void {
  const asked = plan.all('aws.s3_bucket').filter((b) => !b.implicit);
  if (asked.length < 2 || first.implicit || asked.some((b) => b.phrase !== first.phrase)) return;
  for (const other of asked.slice(1)) {
    const copy = plan.add(c.kind, {
      implicit: `the same ${c.kind.replace(/^aws\.s3_bucket_/, '').replace(/_/g, ' ')} for each bucket asked for`,
      label: `${c.id}_${other.id}`,
      attrs: { ...c.attrs, flags: new Set(c.attrs.flags) },
    });
    copy.ref.bucket = other;
  }
}
