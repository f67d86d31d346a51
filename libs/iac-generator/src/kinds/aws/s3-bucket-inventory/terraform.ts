import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_inventory', (c, bucket, x) => ({
  bucket: expr(bucket),
  name: 'weekly-inventory',
  included_object_versions: 'Current',
  schedule: block({ frequency: 'Weekly' }),
  destination: block({ bucket: block({ format: 'CSV', bucket_arn: x.ref(c.ref.target as Component, 'arn') }) }),
}));
