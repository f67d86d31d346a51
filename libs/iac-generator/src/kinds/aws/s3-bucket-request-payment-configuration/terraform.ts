import { expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature(
  'aws_s3_bucket_request_payment_configuration',
  (_c, bucket) => ({
    bucket: expr(bucket),
    payer: 'BucketOwner',
  }),
);
