/**
 * S3 and file/archive storage. Every bucket is written with public access blocked, encryption,
 * versioning and owner-enforced object ownership, whether or not the prompt mentioned them; the
 * bucket feature kinds only change or add to those defaults.
 */
import { type Component } from '../../model/types';
import { block, expr } from '../../model/hcl';
import { type Planner } from '../../plan/planner';
import { type AwsKind } from './types';
import { accountId, dnsName, jsonPolicy, nameOf, network, securityGroupFor } from './common';

function bucketOf(c: Component, plan: Planner, why = 'the bucket this configures'): Component {
  const bucket = (c.ref.bucket as Component | undefined) ?? plan.first('aws.s3_bucket') ?? plan.add('aws.s3_bucket', { implicit: why, label: 'main' });
  c.ref.bucket = bucket;
  return bucket;
}

/** A bucket feature: a resource of `tfType` bound to the first bucket. */
function feature(kind: string, tfType: string, title: string, body: (c: Component, bucket: string, x: import('../../render/terraform/context').TfContext) => import('../../model/hcl').HclBody, extra?: (c: Component, plan: Planner) => void): AwsKind {
  return {
    kind,
    label: 'main',
    title,
    tfType,
    needs: (c, plan) => {
      bucketOf(c, plan);
      extra?.(c, plan);
    },
    tf: (c, x) => {
      const b = c.ref.bucket as Component;
      c.id = b.id;
      x.primary(c, body(c, `${x.addr(b)}.id`, x));
    },
  };
}

export const STORAGE_KINDS: AwsKind[] = [
  {
    kind: 'aws.s3_bucket',
    label: 'main',
    title: 'S3 bucket',
    tfType: 'aws_s3_bucket',
    needs: (c, plan) => {
      if (c.attrs.flags.has('logging') && !plan.has('aws.s3_bucket_logging') && plan.all('aws.s3_bucket').length > 1 && c === plan.first('aws.s3_bucket')) {
        plan.add('aws.s3_bucket_logging', { implicit: 'access logs go to the second bucket' });
      }
    },
    tf: (c, x) => {
      const id = `${x.addr(c)}.id`;
      const hasAcl = x.plan.has('aws.s3_bucket_acl') && x.plan.first('aws.s3_bucket') === c;
      const website = x.plan.has('aws.s3_bucket_website_configuration') && x.plan.first('aws.s3_bucket') === c;
      const lock = x.plan.has('aws.s3_bucket_object_lock_configuration') && x.plan.first('aws.s3_bucket') === c;
      const protect = c.attrs.flags.has('deletionProtection');
      x.primary(c, {
        bucket: c.name ? dnsName(c) : undefined,
        bucket_prefix: c.name ? undefined : `${dnsName(c, 30)}-`,
        object_lock_enabled: lock || undefined,
        force_destroy: false,
        tags: { Name: nameOf(c) },
        lifecycle: protect ? block({ prevent_destroy: true }) : undefined,
      });
      x.resource('aws_s3_bucket_public_access_block', c.id, {
        bucket: expr(id),
        block_public_acls: true,
        block_public_policy: !website,
        ignore_public_acls: true,
        restrict_public_buckets: !website,
      }, website ? 'Website hosting needs a public read policy; ACLs stay blocked.' : 'Nothing in this bucket is public.');
      const kms = c.ref.kms as Component | undefined;
      x.resource('aws_s3_bucket_server_side_encryption_configuration', c.id, {
        bucket: expr(id),
        rule: block({
          apply_server_side_encryption_by_default: block(kms ? { sse_algorithm: 'aws:kms', kms_master_key_id: x.ref(kms, 'arn') } : { sse_algorithm: 'AES256' }),
          bucket_key_enabled: kms ? true : undefined,
        }),
      });
      x.resource('aws_s3_bucket_versioning', c.id, { bucket: expr(id), versioning_configuration: block({ status: 'Enabled' }) });
      x.resource('aws_s3_bucket_ownership_controls', c.id, {
        bucket: expr(id),
        rule: block({ object_ownership: hasAcl ? 'BucketOwnerPreferred' : 'BucketOwnerEnforced' }),
      }, hasAcl ? 'ACLs were asked for, so ownership is "preferred" rather than "enforced".' : undefined);
      if (!website && !x.plan.first('aws.s3_bucket_policy')) {
        x.resource('aws_s3_bucket_policy', c.id, {
          bucket: expr(id),
          policy: jsonPolicy([{ Sid: 'DenyInsecureTransport', Effect: 'Deny', Principal: '*', Action: 's3:*', Resource: [expr(`${x.addr(c)}.arn`), expr(`"\${${x.addr(c)}.arn}/*"`)], Condition: { Bool: { 'aws:SecureTransport': 'false' } } }]),
        }, 'Refuse plain-HTTP access.');
      }
      x.output(`${c.id}_bucket_name`, expr(id), `Name of bucket ${nameOf(c)}`);
    },
  },
  feature('aws.s3_bucket_policy', 'aws_s3_bucket_policy', 'S3 bucket policy', (c, bucket, x) => {
    const b = c.ref.bucket as Component;
    const website = x.plan.has('aws.s3_bucket_website_configuration');
    const cdn = x.plan.first('aws.cloudfront_distribution');
    const ip = c.attrs.cidrs[0] ?? (c.config.ip as string | undefined);
    const statements: Record<string, import('../../model/hcl').HclValue>[] = [
      { Sid: 'DenyInsecureTransport', Effect: 'Deny', Principal: '*', Action: 's3:*', Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)], Condition: { Bool: { 'aws:SecureTransport': 'false' } } },
    ];
    if (ip) statements.push({ Sid: 'DenyFromAddress', Effect: 'Deny', Principal: '*', Action: 's3:*', Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)], Condition: { IpAddress: { 'aws:SourceIp': ip } } });
    if (cdn) statements.push({ Sid: 'AllowCloudFront', Effect: 'Allow', Principal: { Service: 'cloudfront.amazonaws.com' }, Action: 's3:GetObject', Resource: expr(`"\${${x.addr(b)}.arn}/*"`), Condition: { StringEquals: { 'AWS:SourceArn': x.ref(cdn, 'arn') } } });
    else if (website) statements.push({ Sid: 'PublicReadForWebsite', Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: expr(`"\${${x.addr(b)}.arn}/*"`) });
    return { bucket: expr(bucket), policy: jsonPolicy(statements), depends_on: [expr(`aws_s3_bucket_public_access_block.${b.id}`)] };
  }),
  feature('aws.s3_bucket_acl', 'aws_s3_bucket_acl', 'S3 bucket ACL', (c, bucket) => ({
    bucket: expr(bucket),
    acl: 'private',
    depends_on: [expr(`aws_s3_bucket_ownership_controls.${(c.ref.bucket as Component).id}`)],
  })),
  // The defaults already write these; asking for them only confirms the defaults.
  ...(['aws.s3_bucket_ownership_controls', 'aws.s3_bucket_public_access_block', 'aws.s3_bucket_server_side_encryption_configuration', 'aws.s3_bucket_versioning'] as const).map(
    (kind): AwsKind => ({ kind, label: 'main', title: kind.slice(4).replace(/_/g, ' '), tfType: kind.replace('.', '_'), needs: (c, plan) => void bucketOf(c, plan), tf: () => undefined }),
  ),
  feature('aws.s3_bucket_logging', 'aws_s3_bucket_logging', 'S3 access logging', (c, bucket, x) => ({
    bucket: expr(bucket),
    target_bucket: x.ref(c.ref.target as Component),
    target_prefix: 'log/',
  }), (c, plan) => {
    const buckets = plan.all('aws.s3_bucket');
    c.ref.target = buckets.find((b) => b !== c.ref.bucket) ?? plan.add('aws.s3_bucket', { implicit: 'receives the access logs', label: 'logs' });
  }),
  feature('aws.s3_bucket_lifecycle_configuration', 'aws_s3_bucket_lifecycle_configuration', 'S3 lifecycle rules', (c, bucket) => ({
    bucket: expr(bucket),
    rule: block({
      id: 'tiering-and-expiry',
      status: 'Enabled',
      filter: block({}),
      transition: block({ days: 30, storage_class: 'STANDARD_IA' }),
      noncurrent_version_expiration: block({ noncurrent_days: c.attrs.retentionDays ?? 90 }),
      abort_incomplete_multipart_upload: block({ days_after_initiation: 7 }),
    }),
  })),
  feature('aws.s3_bucket_website_configuration', 'aws_s3_bucket_website_configuration', 'S3 static website', (_c, bucket) => ({
    bucket: expr(bucket),
    index_document: block({ suffix: 'index.html' }),
    error_document: block({ key: 'error.html' }),
  })),
  feature('aws.s3_bucket_cors_configuration', 'aws_s3_bucket_cors_configuration', 'S3 CORS rules', (c, bucket) => ({
    bucket: expr(bucket),
    cors_rule: block({ allowed_headers: ['*'], allowed_methods: ['GET', 'HEAD'], allowed_origins: [`https://${c.attrs.domain ?? 'example.com'}`], expose_headers: ['ETag'], max_age_seconds: 3000 }),
  })),
  feature('aws.s3_bucket_object_lock_configuration', 'aws_s3_bucket_object_lock_configuration', 'S3 object lock', (c, bucket, x) => ({
    bucket: expr(bucket),
    rule: block({ default_retention: block({ mode: /governance/.test(String(c.config.mode)) ? 'GOVERNANCE' : 'COMPLIANCE', days: c.attrs.retentionDays ?? x.plan.global.retentionDays ?? 30 }) }),
    depends_on: [expr(`aws_s3_bucket_versioning.${(c.ref.bucket as Component).id}`)],
  })),
  feature('aws.s3_bucket_notification', 'aws_s3_bucket_notification', 'S3 event notification', (c, bucket, x) => {
    const topic = x.plan.first('aws.sns_topic');
    const fn = x.plan.first('aws.lambda_function');
    const queue = x.plan.first('aws.sqs_queue');
    const events = ['s3:ObjectCreated:*'];
    return {
      bucket: expr(bucket),
      topic: topic ? block({ topic_arn: x.ref(topic, 'arn'), events, filter_suffix: c.config.suffix as string | undefined }) : undefined,
      queue: !topic && queue ? block({ queue_arn: x.ref(queue, 'arn'), events }) : undefined,
      lambda_function: !topic && !queue && fn ? block({ lambda_function_arn: x.ref(fn, 'arn'), events }) : undefined,
    };
  }, (_c, plan) => {
    if (!plan.has('aws.sns_topic') && !plan.has('aws.sqs_queue') && !plan.has('aws.lambda_function')) plan.add('aws.sns_topic', { implicit: 'receives the bucket events', label: 'bucket_events' });
    const topic = plan.first('aws.sns_topic');
    if (topic) topic.config.publisher = 's3';
  }),
  feature('aws.s3_bucket_inventory', 'aws_s3_bucket_inventory', 'S3 inventory', (c, bucket, x) => ({
    bucket: expr(bucket),
    name: 'weekly-inventory',
    included_object_versions: 'Current',
    schedule: block({ frequency: 'Weekly' }),
    destination: block({ bucket: block({ format: 'CSV', bucket_arn: x.ref(c.ref.target as Component, 'arn') }) }),
  }), (c, plan) => {
    c.ref.target = plan.all('aws.s3_bucket').find((b) => b !== c.ref.bucket) ?? plan.add('aws.s3_bucket', { implicit: 'receives the inventory reports', label: 'inventory' });
  }),
  feature('aws.s3_bucket_intelligent_tiering_configuration', 'aws_s3_bucket_intelligent_tiering_configuration', 'S3 Intelligent-Tiering', (_c, bucket) => ({
    bucket: expr(bucket),
    name: 'EntireBucket',
    tiering: [block({ access_tier: 'ARCHIVE_ACCESS', days: 90 }), block({ access_tier: 'DEEP_ARCHIVE_ACCESS', days: 180 })],
  })),
  feature('aws.s3_bucket_request_payment_configuration', 'aws_s3_bucket_request_payment_configuration', 'S3 request payment', (_c, bucket) => ({
    bucket: expr(bucket),
    payer: 'BucketOwner',
  })),
  {
    kind: 'aws.s3_object',
    label: 'object',
    title: 'S3 object',
    tfType: 'aws_s3_object',
    needs: (c, plan) => void bucketOf(c, plan, 'holds the uploaded object'),
    tf: (c, x) => {
      const path = c.attrs.path ?? (c.config.purpose === 'bundle' ? 'app.zip' : c.name && /\.[a-z0-9]{1,5}$/i.test(c.name) ? c.name : 'files/example.txt');
      x.primary(c, {
        bucket: x.ref(c.ref.bucket as Component),
        key: c.name ?? path.split('/').pop() ?? 'object',
        source: expr(`"\${path.module}/${path.replace(/[^A-Za-z0-9._/-]/g, '_')}"`),
        etag: expr(`filemd5("\${path.module}/${path.replace(/[^A-Za-z0-9._/-]/g, '_')}")`),
        server_side_encryption: 'AES256',
      });
    },
  },
  {
    kind: 'aws.efs_file_system',
    label: 'shared',
    title: 'EFS file system',
    tfType: 'aws_efs_file_system',
    needs: (c, plan) => {
      network(c, plan);
      securityGroupFor(c, plan, [2049], 'NFS');
    },
    tf: (c, x) => {
      x.primary(c, {
        creation_token: nameOf(c),
        encrypted: true,
        performance_mode: 'generalPurpose',
        throughput_mode: 'elastic',
        lifecycle_policy: [block({ transition_to_ia: 'AFTER_30_DAYS' }), block({ transition_to_primary_storage_class: 'AFTER_1_ACCESS' })],
        tags: { Name: nameOf(c) },
      });
      const subnets = (c.ref.subnets as Component[]) ?? [];
      subnets.forEach((s) => x.resource('aws_efs_mount_target', `${c.id}_${s.id}`, { file_system_id: x.ref(c), subnet_id: x.ref(s), security_groups: [x.ref(c.ref.securityGroup as Component)] }));
    },
  },
  {
    kind: 'aws.efs_mount_target',
    label: 'main',
    title: 'EFS mount target',
    tfType: 'aws_efs_mount_target',
    needs: (_c, plan) => void plan.ensure('aws.efs_file_system', 'mount targets expose a file system', { label: 'shared' }),
    tf: () => undefined,
  },
  {
    kind: 'aws.efs_backup_policy',
    label: 'main',
    title: 'EFS backup policy',
    tfType: 'aws_efs_backup_policy',
    needs: (c, plan) => {
      c.ref.fs = plan.ensure('aws.efs_file_system', 'the file system to back up', { label: 'shared' });
    },
    tf: (c, x) => {
      x.primary(c, { file_system_id: x.ref(c.ref.fs as Component), backup_policy: block({ status: 'ENABLED' }) });
    },
  },
  {
    kind: 'aws.glacier_vault',
    label: 'archive',
    title: 'S3 Glacier vault',
    tfType: 'aws_glacier_vault',
    tf: (c, x) => {
      const topic = x.plan.first('aws.sns_topic');
      accountId(x);
      x.primary(c, {
        name: nameOf(c),
        notification: topic ? block({ sns_topic: x.ref(topic, 'arn'), events: ['ArchiveRetrievalCompleted', 'InventoryRetrievalCompleted'] }) : undefined,
        access_policy: jsonPolicy([{ Sid: 'OwnerRead', Effect: 'Allow', Principal: { AWS: expr('"arn:aws:iam::${data.aws_caller_identity.current.account_id}:root"') }, Action: ['glacier:InitiateJob', 'glacier:GetJobOutput'], Resource: expr(`"arn:aws:glacier:\${data.aws_region.current.name}:\${data.aws_caller_identity.current.account_id}:vaults/${nameOf(c).replace(/[^A-Za-z0-9._-]/g, '-')}"`) }]),
        tags: { Name: nameOf(c) },
      });
      x.data('aws_region', 'current', {});
    },
  },
  {
    kind: 'aws.glacier_vault_lock',
    label: 'main',
    title: 'Glacier vault lock',
    tfType: 'aws_glacier_vault_lock',
    needs: (c, plan) => {
      c.ref.vault = plan.ensure('aws.glacier_vault', 'the vault to lock', { label: 'archive' });
    },
    tf: (c, x) => {
      const v = c.ref.vault as Component;
      x.primary(c, {
        vault_name: x.ref(v, 'name'),
        complete_lock: false,
        policy: jsonPolicy([{ Sid: 'DenyEarlyDelete', Effect: 'Deny', Principal: '*', Action: 'glacier:DeleteArchive', Resource: x.ref(v, 'arn'), Condition: { NumericLessThanEquals: { 'glacier:ArchiveAgeInDays': String(c.attrs.retentionDays ?? 365) } } }]),
      }, 'complete_lock = false leaves 24 hours to test the policy before it becomes permanent.');
    },
  },
];
