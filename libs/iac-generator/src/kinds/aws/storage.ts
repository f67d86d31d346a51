/**
 * S3 and file/archive storage. Every bucket is written with public access blocked, encryption,
 * versioning and owner-enforced object ownership, whether or not the prompt mentioned them; the
 * bucket feature kinds only change or add to those defaults.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

export function bucketOf(c: Component, plan: Planner, why = 'the bucket this configures'): Component {
  const bucket =
    (c.ref.bucket as Component | undefined) ??
    plan.first('aws.s3_bucket') ??
    plan.add('aws.s3_bucket', { implicit: why, label: 'main' });
  c.ref.bucket = bucket;
  return bucket;
}

/** A bucket feature: configures the first bucket, which every target writes it against. */
function feature(kind: string, title: string, extra?: (c: Component, plan: Planner) => void): Kind {
  return {
    kind,
    label: 'main',
    title,
    needs: (c, plan) => {
      bucketOf(c, plan);
      extra?.(c, plan);
    },
  };
}

/** Bucket settings every bucket is written with; asking for them only confirms the defaults. */
export const S3_DEFAULT_FEATURES = [
  'aws.s3_bucket_ownership_controls',
  'aws.s3_bucket_public_access_block',
  'aws.s3_bucket_server_side_encryption_configuration',
  'aws.s3_bucket_versioning',
] as const;

export const STORAGE_KINDS: Kind[] = [
  feature('aws.s3_bucket_policy', 'S3 bucket policy'),
  feature('aws.s3_bucket_acl', 'S3 bucket ACL'),
  ...S3_DEFAULT_FEATURES.map((kind): Kind => ({
    kind,
    label: 'main',
    title: kind.slice(4).replace(/_/g, ' '),
    needs: (c, plan) => void bucketOf(c, plan),
  })),
  feature('aws.s3_bucket_logging', 'S3 access logging', (c, plan) => {
    const buckets = plan.all('aws.s3_bucket');
    c.ref.target =
      buckets.find((b) => b !== c.ref.bucket) ??
      plan.add('aws.s3_bucket', { implicit: 'receives the access logs', label: 'logs' });
  }),
  feature('aws.s3_bucket_lifecycle_configuration', 'S3 lifecycle rules'),
  feature('aws.s3_bucket_website_configuration', 'S3 static website'),
  feature('aws.s3_bucket_cors_configuration', 'S3 CORS rules'),
  feature('aws.s3_bucket_object_lock_configuration', 'S3 object lock'),
  feature('aws.s3_bucket_notification', 'S3 event notification', (_c, plan) => {
    if (!plan.has('aws.sns_topic') && !plan.has('aws.sqs_queue') && !plan.has('aws.lambda_function'))
      plan.add('aws.sns_topic', { implicit: 'receives the bucket events', label: 'bucket_events' });
    const topic = plan.first('aws.sns_topic');
    if (topic) topic.config.publisher = 's3';
  }),
  feature('aws.s3_bucket_inventory', 'S3 inventory', (c, plan) => {
    c.ref.target =
      plan.all('aws.s3_bucket').find((b) => b !== c.ref.bucket) ??
      plan.add('aws.s3_bucket', { implicit: 'receives the inventory reports', label: 'inventory' });
  }),
  feature('aws.s3_bucket_intelligent_tiering_configuration', 'S3 Intelligent-Tiering'),
  feature('aws.s3_bucket_request_payment_configuration', 'S3 request payment'),
];
