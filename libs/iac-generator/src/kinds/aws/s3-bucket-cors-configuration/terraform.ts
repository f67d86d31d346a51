import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_cors_configuration', (c, bucket) => ({
  bucket: expr(bucket),
  cors_rule: block({
    allowed_headers: ['*'],
    allowed_methods: ['GET', 'HEAD'],
    allowed_origins: [`https://${c.attrs.domain ?? 'example.com'}`],
    expose_headers: ['ETag'],
    max_age_seconds: 3000,
  }),
}));
