import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_website_configuration', (_c, bucket) => ({
  bucket: expr(bucket),
  index_document: block({ suffix: 'index.html' }),
  error_document: block({ key: 'error.html' }),
}));
