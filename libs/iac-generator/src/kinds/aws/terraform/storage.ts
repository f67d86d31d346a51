/**
 * S3 and file/archive storage as hashicorp/aws resources. Every bucket gets public access blocked, encryption,
 * versioning and owner-enforced object ownership; the bucket feature kinds only change or add to those defaults.
 */
import { type Component } from '../../../model/types';
import { block, expr, Expr, type HclBody, type HclValue } from '../../../model/hcl';
import { jsonPolicy } from './common';
import { type TerraformWriter, type TfContext, untypedTerraformWriter } from '../../../render/terraform/context';
import { S3_DEFAULT_FEATURES } from '../storage';
import { s3StorageClass } from '../settings';
import { existingLookup } from '../../../model/existing';

/**
 * A bucket feature: a resource of `resourceType` bound to the component's bucket, under the
 * bucket's own label.
 */
function bucketFeature(
  resourceType: string,
  body: (c: Component, bucket: string, x: TfContext) => HclBody,
  comment?: (x: TfContext) => string | undefined,
): TerraformWriter {
  return untypedTerraformWriter(resourceType, (c, x) => {
    const b = c.ref.bucket as Component;
    c.id = b.id;
    x.primary(c, body(c, `${x.addr(b)}.id`, x), comment?.(x));
  });
}

/**
 * A public website bucket is public on purpose: the waiver says so, so checked output lists the
 * finding as accepted (with this reason) rather than as a problem to fix.
 */
export const PUBLIC_WEBSITE_WAIVER = (rule: string) =>
  `infragen:waive ${rule} the request asked for a website served straight from this bucket, which must be publicly readable`;

/** The address of the ownership controls written for a bucket (its label may have been made unique). */
function ownershipControlsOf(x: TfContext, bucketId: string): string | undefined {
  const r = x.resources.find(
    (r) =>
      r.labels[0] === 'aws_s3_bucket_ownership_controls' &&
      r.body.bucket instanceof Expr &&
      r.body.bucket.code === bucketId,
  );
  return r && `${r.labels[0]}.${r.labels[1]}`;
}

export const STORAGE_TERRAFORM: Record<string, TerraformWriter> = {
  'aws.s3_bucket_policy': bucketFeature(
    'aws_s3_bucket_policy',
    (c, bucket, x) => {
      const b = c.ref.bucket as Component;
      const website = x.plan.has('aws.s3_bucket_website_configuration');
      const cdn = x.plan.first('aws.cloudfront_distribution');
      const ip = c.attrs.cidrs[0] ?? (c.config.ip as string | undefined);
      const statements: Record<string, HclValue>[] = [
        {
          Sid: 'DenyInsecureTransport',
          Effect: 'Deny',
          Principal: '*',
          Action: 's3:*',
          Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)],
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        },
      ];
      if (ip)
        statements.push({
          Sid: 'DenyFromAddress',
          Effect: 'Deny',
          Principal: '*',
          Action: 's3:*',
          Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)],
          Condition: { IpAddress: { 'aws:SourceIp': ip } },
        });
      if (cdn)
        statements.push({
          Sid: 'AllowCloudFront',
          Effect: 'Allow',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
          Resource: expr(`"\${${x.addr(b)}.arn}/*"`),
          Condition: { StringEquals: { 'AWS:SourceArn': x.ref(cdn, 'arn') } },
        });
      else if (website)
        statements.push({
          Sid: 'PublicReadForWebsite',
          Effect: 'Allow',
          Principal: '*',
          Action: 's3:GetObject',
          Resource: expr(`"\${${x.addr(b)}.arn}/*"`),
        });
      return {
        bucket: expr(bucket),
        policy: jsonPolicy(statements),
        // A bucket the user already has keeps its own public access settings; only ours waits for them.
        depends_on: existingLookup(b) ? undefined : [expr(`aws_s3_bucket_public_access_block.${b.id}`)],
      };
    },
    (x) =>
      x.plan.has('aws.s3_bucket_website_configuration') && !x.plan.first('aws.cloudfront_distribution')
        ? PUBLIC_WEBSITE_WAIVER('IG-AWS-009')
        : undefined,
  ),
  'aws.s3_bucket_acl': bucketFeature('aws_s3_bucket_acl', (c, bucket, x) => ({
    bucket: expr(bucket),
    acl: 'private',
    depends_on: [
      expr(ownershipControlsOf(x, bucket) ?? `aws_s3_bucket_ownership_controls.${(c.ref.bucket as Component).id}`),
    ],
  })),
  'aws.s3_bucket_logging': bucketFeature('aws_s3_bucket_logging', (c, bucket, x) => ({
    bucket: expr(bucket),
    target_bucket: x.ref(c.ref.target as Component),
    target_prefix: 'log/',
  })),
  'aws.s3_bucket_lifecycle_configuration': bucketFeature('aws_s3_bucket_lifecycle_configuration', (c, bucket) => ({
    bucket: expr(bucket),
    rule: block({
      id: 'tiering-and-expiry',
      status: 'Enabled',
      filter: block({}),
      transition: block({
        days: c.attrs.transitionDays ?? 30,
        storage_class: s3StorageClass(c.attrs.transitionClass),
      }),
      expiration: c.attrs.retentionDays ? block({ days: c.attrs.retentionDays }) : undefined,
      noncurrent_version_expiration: block({ noncurrent_days: c.attrs.retentionDays ?? 90 }),
      abort_incomplete_multipart_upload: block({ days_after_initiation: 7 }),
    }),
  })),
  'aws.s3_bucket_website_configuration': bucketFeature('aws_s3_bucket_website_configuration', (_c, bucket) => ({
    bucket: expr(bucket),
    index_document: block({ suffix: 'index.html' }),
    error_document: block({ key: 'error.html' }),
  })),
  'aws.s3_bucket_cors_configuration': bucketFeature('aws_s3_bucket_cors_configuration', (c, bucket) => ({
    bucket: expr(bucket),
    cors_rule: block({
      allowed_headers: ['*'],
      allowed_methods: ['GET', 'HEAD'],
      allowed_origins: [`https://${c.attrs.domain ?? 'example.com'}`],
      expose_headers: ['ETag'],
      max_age_seconds: 3000,
    }),
  })),
  'aws.s3_bucket_object_lock_configuration': bucketFeature(
    'aws_s3_bucket_object_lock_configuration',
    (c, bucket, x) => ({
      bucket: expr(bucket),
      rule: block({
        default_retention: block({
          mode: /governance/.test(String(c.config.mode)) ? 'GOVERNANCE' : 'COMPLIANCE',
          days: c.attrs.retentionDays ?? x.plan.global.retentionDays ?? 30,
        }),
      }),
      depends_on: [expr(`aws_s3_bucket_versioning.${(c.ref.bucket as Component).id}`)],
    }),
  ),
  'aws.s3_bucket_notification': bucketFeature('aws_s3_bucket_notification', (c, bucket, x) => {
    const topic = x.plan.first('aws.sns_topic');
    const fn = x.plan.first('aws.lambda_function');
    const queue = x.plan.first('aws.sqs_queue');
    const events = ['s3:ObjectCreated:*'];
    return {
      bucket: expr(bucket),
      topic: topic
        ? block({ topic_arn: x.ref(topic, 'arn'), events, filter_suffix: c.config.suffix as string | undefined })
        : undefined,
      queue: !topic && queue ? block({ queue_arn: x.ref(queue, 'arn'), events }) : undefined,
      lambda_function: !topic && !queue && fn ? block({ lambda_function_arn: x.ref(fn, 'arn'), events }) : undefined,
    };
  }),
  'aws.s3_bucket_inventory': bucketFeature('aws_s3_bucket_inventory', (c, bucket, x) => ({
    bucket: expr(bucket),
    name: 'weekly-inventory',
    included_object_versions: 'Current',
    schedule: block({ frequency: 'Weekly' }),
    destination: block({ bucket: block({ format: 'CSV', bucket_arn: x.ref(c.ref.target as Component, 'arn') }) }),
  })),
  'aws.s3_bucket_intelligent_tiering_configuration': bucketFeature(
    'aws_s3_bucket_intelligent_tiering_configuration',
    (_c, bucket) => ({
      bucket: expr(bucket),
      name: 'EntireBucket',
      tiering: [
        block({ access_tier: 'ARCHIVE_ACCESS', days: 90 }),
        block({ access_tier: 'DEEP_ARCHIVE_ACCESS', days: 180 }),
      ],
    }),
  ),
  'aws.s3_bucket_request_payment_configuration': bucketFeature(
    'aws_s3_bucket_request_payment_configuration',
    (_c, bucket) => ({
      bucket: expr(bucket),
      payer: 'BucketOwner',
    }),
  ),
  // Every bucket is already written with these, so asking for them adds nothing.
  ...Object.fromEntries(
    S3_DEFAULT_FEATURES.map((kind): [string, TerraformWriter] => [
      kind,
      untypedTerraformWriter(kind.replace('.', '_'), () => undefined),
    ]),
  ),
};
