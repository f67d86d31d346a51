import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_cloudtrail',
  write: (c, x) => {
    const b = c.ref.bucket as Component;
    x.resource('aws_s3_bucket_policy', `${c.id}_trail`, {
      bucket: x.ref(b),
      policy: jsonPolicy([
        {
          Effect: 'Allow',
          Principal: { Service: 'cloudtrail.amazonaws.com' },
          Action: 's3:GetBucketAcl',
          Resource: x.ref(b, 'arn'),
        },
        {
          Effect: 'Allow',
          Principal: { Service: 'cloudtrail.amazonaws.com' },
          Action: 's3:PutObject',
          Resource: expr(`"\${${x.addr(b)}.arn}/AWSLogs/*"`),
          Condition: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control' } },
        },
      ]),
    });
    x.primary(c, {
      name: givenName(c),
      s3_bucket_name: x.ref(b),
      is_multi_region_trail: true,
      enable_log_file_validation: true,
      include_global_service_events: true,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      depends_on: [expr(`aws_s3_bucket_policy.${c.id}_trail`)],
    });
  },
};
