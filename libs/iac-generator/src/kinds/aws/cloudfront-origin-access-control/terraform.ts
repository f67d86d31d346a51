import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudfront_origin_access_control',
  write: (c, x) =>
    void x.primary(c, {
      name: givenName(c),
      origin_access_control_origin_type: 's3',
      signing_behavior: 'always',
      signing_protocol: 'sigv4',
    }),
};
