import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { s3StorageClass, transitionOf } from '../settings';
import { bucketFeature } from '../terraform/storage';
import { transitionsOf } from '../../../model/transitions';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_lifecycle_configuration', (c, bucket) => ({
  bucket: expr(bucket),
  rule: block({
    id: 'tiering-and-expiry',
    status: 'Enabled',
    filter: block({}),
    // A colder class when the request moves objects, or when it asks for a rule without saying what it does.
    // Every move said, in order ("to Standard-IA after 30 days and Glacier after 90"), one block each.
    transition: transitionOf(c)
      ? (transitionsOf(c.attrs).length
          ? transitionsOf(c.attrs)
          : [{ days: 30, storageClass: c.attrs.transitionClass ?? '' }]
        ).map((t) => block({ days: t.days, storage_class: s3StorageClass(t.storageClass) }))
      : undefined,
    expiration: c.attrs.retentionDays ? block({ days: c.attrs.retentionDays }) : undefined,
    // Old versions go after the days stated for them, else with the objects' own stated expiry; never
    // a deletion nobody asked for (a rule that only moves objects deletes no version).
    noncurrent_version_expiration:
      (c.attrs.noncurrentDays ?? c.attrs.retentionDays)
        ? block({ noncurrent_days: c.attrs.noncurrentDays ?? c.attrs.retentionDays })
        : undefined,
    abort_incomplete_multipart_upload: block({ days_after_initiation: 7 }),
  }),
}));
