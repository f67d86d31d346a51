import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';
import { lockMode } from './mode';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_object_lock_configuration', (c, bucket, x) => ({
  bucket: expr(bucket),
  rule: block({
    default_retention: block({
      mode: lockMode(c, c.ref.bucket as Component),
      days: c.attrs.retentionDays ?? x.plan.global.retentionDays ?? 30,
    }),
  }),
  depends_on: [expr(`aws_s3_bucket_versioning.${(c.ref.bucket as Component).id}`)],
}));
