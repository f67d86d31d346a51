import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature, ownershipControlsOf } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_acl', (c, bucket, x) => ({
  bucket: expr(bucket),
  acl: 'private',
  depends_on: [
    expr(ownershipControlsOf(x, bucket) ?? `aws_s3_bucket_ownership_controls.${(c.ref.bucket as Component).id}`),
  ],
}));
