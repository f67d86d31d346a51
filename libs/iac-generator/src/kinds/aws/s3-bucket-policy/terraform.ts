import { existingLookup } from '../../../model/existing';
import { type HclValue, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { jsonPolicy } from '../terraform/common';
import { PUBLIC_WEBSITE_WAIVER, bucketFeature } from '../terraform/storage';

export const terraform: TerraformWriter = bucketFeature(
  'aws_s3_bucket_policy',
  (c, bucket, x) => {
    const b = c.ref.bucket as Component;
    const website = x.plan.has('aws.s3_bucket_website_configuration');
    const cdn = x.plan.first('aws.cloudfront_distribution');
    const ip = c.attrs.cidrs[0] ?? (c.config.ip as string | undefined);
    const statements: Record<string, HclValue>[] = [
      {
        Sid: 'DenyInsecureTransport',
        Effect: 'Deny',
        Principal: '*',
        Action: 's3:*',
        Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)],
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      },
    ];
    if (ip)
      statements.push({
        Sid: 'DenyFromAddress',
        Effect: 'Deny',
        Principal: '*',
        Action: 's3:*',
        Resource: [expr(`${x.addr(b)}.arn`), expr(`"\${${x.addr(b)}.arn}/*"`)],
        Condition: { IpAddress: { 'aws:SourceIp': ip } },
      });
    if (cdn)
      statements.push({
        Sid: 'AllowCloudFront',
        Effect: 'Allow',
        Principal: { Service: 'cloudfront.amazonaws.com' },
        Action: 's3:GetObject',
        Resource: expr(`"\${${x.addr(b)}.arn}/*"`),
        Condition: { StringEquals: { 'AWS:SourceArn': x.ref(cdn, 'arn') } },
      });
    else if (website)
      statements.push({
        Sid: 'PublicReadForWebsite',
        Effect: 'Allow',
        Principal: '*',
        Action: 's3:GetObject',
        Resource: expr(`"\${${x.addr(b)}.arn}/*"`),
      });
    return {
      bucket: expr(bucket),
      policy: jsonPolicy(statements),
      // A bucket the user already has keeps its own public access settings; only ours waits for them.
      depends_on: existingLookup(b) ? undefined : [expr(`aws_s3_bucket_public_access_block.${b.id}`)],
    };
  },
  (x) =>
    x.plan.has('aws.s3_bucket_website_configuration') && !x.plan.first('aws.cloudfront_distribution')
      ? PUBLIC_WEBSITE_WAIVER('IG-AWS-009')
      : undefined,
);
