import { expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_logging', (c, bucket, x) => ({
  bucket: expr(bucket),
  target_bucket: x.ref(c.ref.target as Component),
  target_prefix: 'log/',
}));
