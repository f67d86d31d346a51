import { block, expr } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { bucketFeature } from '../terraform/storage';
import { corsRule } from '../../../model/cors';
import { type Component } from '../../../model/types';

export const terraform: TerraformWriter = bucketFeature('aws_s3_bucket_cors_configuration', (c, bucket) => {
  const { origins, methods } = corsRule([c, c.ref.bucket as Component], `https://${c.attrs.domain ?? 'example.com'}`);
  return {
    bucket: expr(bucket),
    cors_rule: block({
      allowed_headers: ['*'],
      allowed_methods: methods,
      allowed_origins: origins,
      expose_headers: ['ETag'],
      max_age_seconds: 3000,
    }),
  };
});
