import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { s3StorageClass, transitionOf } from '../settings';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_lifecycle_configuration', (c, bucket) => ({
  bucket: expr(bucket),
  rule: block({
    id: 'tiering-and-expiry',
    status: 'Enabled',
    filter: block({}),
    // A colder class when the request moves objects, or when it asks for a rule without saying what it does.
    transition: transitionOf(c)
      ? block({ days: c.attrs.transitionDays ?? 30, storage_class: s3StorageClass(c.attrs.transitionClass) })
      : undefined,
    expiration: c.attrs.retentionDays ? block({ days: c.attrs.retentionDays }) : undefined,
    noncurrent_version_expiration: block({ noncurrent_days: c.attrs.retentionDays ?? 90 }),
    abort_incomplete_multipart_upload: block({ days_after_initiation: 7 }),
  }),
}));
