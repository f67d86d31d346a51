import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { s3StorageClass } from '../settings';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_lifecycle_configuration', (c, bucket) => ({
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
}));
