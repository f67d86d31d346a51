import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature(
  'aws_s3_bucket_intelligent_tiering_configuration',
  (_c, bucket) => ({
    bucket: expr(bucket),
    name: 'EntireBucket',
    tiering: [
      block({ access_tier: 'ARCHIVE_ACCESS', days: 90 }),
      block({ access_tier: 'DEEP_ARCHIVE_ACCESS', days: 180 }),
    ],
  }),
);
